/** spec 1 §5 Sending, §8: which prompt a refused send opens, by the acknowledgement's status. */
import { RETCODE } from '../../services/api/contract/retcodes.ts';
import type { FailureFollowUp } from './types.ts';

const FOLLOW_UPS: Readonly<Record<number, FailureFollowUp>> = {
  [RETCODE.TOLL_FREE_UNREGISTERED]: 'tollFreePrompt',
  [RETCODE.CAPTCHA_REQUIRED]: 'captcha',
  [RETCODE.INSUFFICIENT_BALANCE]: 'noCredit',
};

export function followUpOf(status: number): FailureFollowUp {
  return FOLLOW_UPS[status] ?? 'alert';
}
