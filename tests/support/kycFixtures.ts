import type { KycInfo } from '../../src/services/api/contract/index.ts';

/** An account that has sent no identity documents yet (spec 2 §2 Profile: status -1, editable). */
export const NO_KYC: KycInfo = {
  status: -1,
  canEdit: true,
  canEditDate: '',
  idCardUrl1: '',
  idCardUrl2: '',
  idHoldUrl1: '',
  idHoldUrl2: '',
};
