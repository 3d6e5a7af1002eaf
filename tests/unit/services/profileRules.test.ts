/**
 * The profile and identity-proof rules (spec 2 §4, §5): the shared field rules, the display
 * values of the status dialog, the KYC rules, and the image preparation (compression toward
 * 1 MB, the original kept when it fails).
 */
import { describe, expect, it, vi } from 'vitest';
import { prepareIdentityImage } from '../../../src/machines/account/identityUpload/identityUpload.actors.ts';
import { canSubmit, imageProblem, uploadRequest } from '../../../src/machines/account/identityUpload/rules.ts';
import {
  draftOf,
  EMPTY_DRAFT,
  isDirty,
  profileDisplay,
  profileWarning,
  saveRequest,
} from '../../../src/machines/account/profile/rules.ts';
import type { ProfileAnswer } from '../../../src/services/api/contract/index.ts';
import {
  billingErrors,
  editableNow,
  kycButtonLabel,
  kycUploadAllowed,
  useCaseErrors,
  useCaseSendable,
} from '../../../src/services/api/contract/profileRules.ts';

const FILLED = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 St James Square',
  city: 'London',
  province: 'Greater London',
  country: 'United Kingdom',
  regionCode: 'GB',
  postalCode: 'SW1Y 4JH',
};

describe('profile field rules (spec 2 §5)', () => {
  it('requires every billing field, non-blank, with its own message', () => {
    expect(billingErrors(FILLED)).toEqual([]);
    expect(billingErrors({ ...FILLED, firstName: '  ', address: '', postalCode: '\t' })).toEqual([
      { field: 'firstName', key: 'profile.rule.firstName' },
      { field: 'address', key: 'profile.rule.address' },
      { field: 'postalCode', key: 'profile.rule.postalCode' },
    ]);
  });

  it('keeps the city to 20 characters as people count them', () => {
    expect(billingErrors({ ...FILLED, city: 'x'.repeat(20) })).toEqual([]);
    expect(billingErrors({ ...FILLED, city: 'x'.repeat(21) })).toEqual([
      { field: 'city', key: 'profile.rule.cityLong' },
    ]);
    expect(billingErrors({ ...FILLED, city: '🏙️'.repeat(10) })).toEqual([]);
  });

  it('needs a region code with the country', () => {
    expect(billingErrors({ ...FILLED, regionCode: '' })).toEqual([{ field: 'country', key: 'profile.rule.country' }]);
  });

  it('asks a feature and at least one use case; other needs its (trimmed) text', () => {
    expect(useCaseErrors({ feature: '', userCases: [] })).toEqual([
      { field: 'feature', key: 'profile.rule.feature' },
      { field: 'userCase', key: 'profile.rule.userCase' },
    ]);
    expect(useCaseErrors({ feature: 'sms', userCases: [{ value: 'other', text: '   ' }] })).toEqual([
      { field: 'otherText', key: 'profile.rule.otherText' },
    ]);
    const options = { features: ['sms'], userCases: ['other'] };
    expect(useCaseErrors({ feature: 'fax', userCases: [{ value: 'other', text: 'x' }] }, options)).toEqual([
      { field: 'feature', key: 'profile.rule.unknownOption' },
    ]);
  });

  it('sends the use-case answers only when the status allows (not -1, 101, 102)', () => {
    expect([-1, 0, 1, 2, 100, 101, 102].filter(useCaseSendable)).toEqual([0, 1, 2, 100]);
    const draft = { ...EMPTY_DRAFT, ...FILLED, feature: 'sms', userCases: [{ value: 'other', text: ' abroad ' }] };
    expect(saveRequest(draft, 0)).toMatchObject({
      feature: '{"value":"sms"}',
      userCase: '[{"value":"other","text":"abroad"}]',
    });
    expect(saveRequest(draft, 101)).not.toHaveProperty('feature');
  });

  it('101 may be edited only after canEditDate (UTC); 102 never', () => {
    const date = '2026-11-24T10:00:00.000Z';
    expect(editableNow(101, date, Date.parse(date) - 1)).toBe(false);
    expect(editableNow(101, date, Date.parse(date))).toBe(true);
    expect(editableNow(102, '', 0)).toBe(false);
    expect(editableNow(100, date, 0)).toBe(true);
  });
});

describe('profile display values (spec 2 §4)', () => {
  it.each([
    [100, -1, true, 'refused'],
    [2, 100, false, 'refused'],
    [1, 1, true, 'pending'],
    [1, -1, false, 'review'],
    [2, 1, true, 'pendingUseCase'],
    [2, 2, false, 'done'],
    [2, -1, true, 'done'],
    [0, 0, false, null],
    [102, -1, false, null],
  ] as const)('profile %i, use case %i (just submitted: %s) → %s', (profileStatus, useCaseStatus, submitted, display) => {
    expect(profileDisplay({ profileStatus, useCaseStatus }, submitted)).toBe(display);
  });

  it('gives 100, 101 and 102 their red messages', () => {
    expect([0, 1, 2, 100, 101, 102].map((status) => profileWarning(status as never))).toEqual([
      null,
      null,
      null,
      'needsUpdate',
      'updateAfter',
      'locked',
    ]);
  });

  it('counts only real differences as unsaved changes', () => {
    const answer: ProfileAnswer = {
      profileStatus: 2,
      profileStatus4Phone: 2,
      useCaseStatus: 2,
      needSetPhone: false,
      profile: {
        ...FILLED,
        phone: '',
        email: '',
        canEdit: true,
        canEditDate: '',
        expireDate: '',
        featureOptions: [{ value: 'sms', en: 'SMS', zh_cn: '短信', selected: true }],
        userCaseOptions: [{ value: 'other', en: 'Other', zh_cn: '其他', selected: true, text: 'abroad' }],
      },
    };
    const saved = draftOf(answer);
    expect(isDirty({ ...saved, userCases: [{ value: 'other', text: ' abroad ' }] }, saved)).toBe(false);
    expect(isDirty({ ...saved, city: 'Bath' }, saved)).toBe(true);
  });
});

describe('identity proof rules (spec 2 §4, §5)', () => {
  it('allows an upload at -1, 100, and 101 once editable', () => {
    expect([-1, 1, 2, 100, 101, 102].filter((status) => kycUploadAllowed(status, true))).toEqual([-1, 100, 101]);
    expect(kycUploadAllowed(101, false)).toBe(false);
  });

  it('labels the button Check Profile at 1, 2 and 102, otherwise Update Profile', () => {
    expect([-1, 1, 2, 100, 101, 102].map(kycButtonLabel)).toEqual([
      'update',
      'check',
      'check',
      'update',
      'update',
      'check',
    ]);
  });

  it('takes png and jpeg up to 5 MB', () => {
    const image = (type: string, size = 10, name = 'x') => new File([new Uint8Array(size)], name, { type });
    expect(imageProblem(image('image/png'))).toBeNull();
    expect(imageProblem(image('image/jpeg', 5_242_880))).toBeNull();
    expect(imageProblem(image('image/jpeg', 5_242_881))).toBe('size');
    expect(imageProblem(image('image/gif'))).toBe('format');
    expect(imageProblem(image('', 10, 'scan.JPG'))).toBeNull();
    expect(imageProblem(image('', 10, 'scan.pdf'))).toBe('format');
  });

  it('submits with both sections filled and something changed; new images as files, kept ones by URL', () => {
    const stored = { id: 1, source: 'stored' as const, url: '/web/kycImage/a', preview: null };
    const fresh = { id: 2, source: 'new' as const, file: new Blob(['x']), preview: 'blob:x' };
    expect(canSubmit({ idCard: [stored], idHold: [fresh], changed: true })).toBe(true);
    expect(canSubmit({ idCard: [stored], idHold: [], changed: true })).toBe(false);
    expect(canSubmit({ idCard: [stored], idHold: [stored], changed: false })).toBe(false);
    expect(uploadRequest({ idCard: [stored, fresh], idHold: [fresh] })).toEqual({
      idCardUrl1: '/web/kycImage/a',
      idCard2: fresh.file,
      idHold1: fresh.file,
    });
  });

  it('compresses an image of 1 MB or more toward 1 MB (max side 1920), keeping the original on failure', async () => {
    const small = new Blob([new Uint8Array(1_048_575)], { type: 'image/jpeg' });
    const large = new Blob([new Uint8Array(1_048_576)], { type: 'image/jpeg' });
    const compress = vi.fn(async () => new Blob([new Uint8Array(500_000)], { type: 'image/jpeg' }));
    expect(await prepareIdentityImage(small, compress)).toBe(small);
    expect(compress).not.toHaveBeenCalled();
    expect((await prepareIdentityImage(large, compress)).size).toBe(500_000);
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxBytes: 1_048_576, maxSide: 1920 }),
    );
    const failing = vi.fn(async () => {
      throw new Error('no canvas');
    });
    expect(await prepareIdentityImage(large, failing)).toBe(large);
  });
});
