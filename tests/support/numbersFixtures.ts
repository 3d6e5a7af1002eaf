/** Numbers of the numbers area for model and unit tests (spec 3 §3 Virtual phone). */
import type { ManagedNumber, VirtualPhoneListAnswer } from '../../src/services/api/contract/numbers.ts';

export const LOCAL_NUMBER: ManagedNumber = {
  phone: '2125550100',
  telCode: '1',
  fullNumber: '12125550100',
  type: 'local',
  numberName: 'Office',
  notes: '',
  code: 'US',
  paymentDate: '2026-11-01 00:00:00',
  nextPaymentDate: '2026-12-01 00:00:00',
  monthRent: '4.99',
  planType: 'Monthly',
  status: 'active',
  planId: 1,
  localPlanId: 'US.local.1',
  pendingPlanId: null,
};

export const TOLL_FREE_NUMBER: ManagedNumber = {
  ...LOCAL_NUMBER,
  phone: '8005550199',
  fullNumber: '18005550199',
  type: 'tollfree',
  numberName: 'Support line',
  notes: 'Front desk',
  code: 'TollFree',
  planId: 2,
  localPlanId: 'TollFree.tollfree.1',
};

export function listAnswer(
  virtualPhones: ManagedNumber[],
  flags: Partial<Omit<VirtualPhoneListAnswer, 'virtualPhones'>> = {},
): VirtualPhoneListAnswer {
  return { virtualPhones, forwardStatus: 0, voicemailStatus: 0, canForward: true, canVoicemail: true, ...flags };
}
