/**
 * What a send costs, from the one rate table in the contract (`OUTBOUND_MESSAGE_RATES`, spec 2
 * §9), or why it cannot be sent: MMS is for US/CA numbers only (spec 1 §8 names the Canadian and
 * UK refusals), and a route without a price is not offered.
 */
import { outboundMessageRate, type RateRegion } from '../../../src/services/api/contract/index.ts';
import { type Failure, fail } from '../failure.ts';
import { MESSAGING_TEXTS } from './texts.ts';

export function priceOf(
  kind: 'sms' | 'mms',
  ownRegion: RateRegion | undefined,
  recipientRegion: RateRegion | undefined,
): string | Failure {
  const rate = ownRegion && recipientRegion ? outboundMessageRate(kind, ownRegion, recipientRegion) : undefined;
  if (rate !== undefined) return rate;
  if (kind === 'mms') {
    if (ownRegion === 'CA') return fail('phoneNotSupported', MESSAGING_TEXTS.canadaMms);
    if (ownRegion === 'GB') return fail('phoneNotSupported', MESSAGING_TEXTS.ukMms);
    if (ownRegion !== 'US') return fail('phoneNotSupported', MESSAGING_TEXTS.noMms);
  }
  return fail('phoneNotSupported', MESSAGING_TEXTS.cannotSendTo);
}
