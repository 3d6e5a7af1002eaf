/**
 * The profile and identity-proof charts as a person meets them in the browser against the real
 * server (issue 11 item 9): the events a person can cause and the answers the server gives (the
 * events tables the paths come from), how each event is performed, and what the screen shows in
 * each state. The charts are the ones the model tests walk (tests/model/profile.model.test.ts,
 * identityUpload.model.test.ts); these walks keep what the real server can answer:
 *
 * - profile: a verified account with a filled profile (set up through the API and the sandbox
 *   reviewer), so Submit is valid from the start; a change moves it to review (1), no change keeps
 *   it verified (2). Load failures, the refused and locked statuses are the model test's.
 * - identityUpload: a new pingme account (KYC -1), so the upload is allowed and nothing is stored.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { identityUploadMachine } from '../../../src/machines/account/identityUpload/identityUpload.machine.ts';
import type { profileMachine } from '../../../src/machines/account/profile/profile.machine.ts';
import { isDirty } from '../../../src/machines/account/profile/rules.ts';
import type { ProfileAnswer } from '../../../src/services/api/contract/index.ts';
import { ok } from '../../support/apiResults.ts';
import { NO_KYC } from '../../support/kycFixtures.ts';
import type { EventTable, ModelConfig, ModelStep } from '../../support/model.ts';

const MEDIA = new URL('../../fixtures/media/', import.meta.url).pathname;

// ── profile ──────────────────────────────────────────────────────────────────

type ProfileChart = typeof profileMachine;
type ProfileSnap = SnapshotFrom<ProfileChart>;

/** The answer's stand-in: only its shape matters to the walk (the screen shows the real one). */
const VERIFIED: ProfileAnswer = {
  profileStatus: 2,
  profileStatus4Phone: 2,
  useCaseStatus: 2,
  needSetPhone: false,
  profile: {
    phone: '',
    email: '',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '12 St James Square',
    city: 'London',
    province: 'Greater London',
    country: 'United Kingdom',
    regionCode: 'GB',
    postalCode: 'SW1Y 4JH',
    canEdit: true,
    canEditDate: '',
    expireDate: '',
    featureOptions: [{ value: 'sms', en: 'SMS', zh_cn: '短信', selected: true }],
    userCaseOptions: [{ value: 'personal', en: 'Personal', zh_cn: '个人', selected: true, text: '' }],
  },
};
const dirty = (s: ProfileSnap) => isDirty(s.context.draft, s.context.saved);

const profileEvents = {
  'xstate.done.actor.loadKyc': { output: ok(NO_KYC) },
  'xstate.error.actor.loadKyc': [],
  // The root's profile arrives with the chart's input; its later answers are the model test's.
  'profile.loaded': [],
  'profile.unavailable': [],
  'profile.retry': [],
  'profile.edit': {},
  // One change (the city); typing it back is the model test's.
  'form.change': (s: ProfileSnap) => (dirty(s) ? [] : [{ field: 'city' as const, value: 'Bath' }]),
  'form.country': [],
  'form.feature': [],
  'form.useCase': [],
  'form.otherText': [],
  'form.save': {},
  'form.close': {},
  // Leaving by the tab list is the story test's (tests/e2e/profile.e2e.ts).
  'form.leave': [],
  'unsaved.discard': {},
  'unsaved.stay': {},
  'status.open': {},
  'status.close': {},
  'status.updateNow': [],
  'identity.open': {},
  'xstate.done.actor.saveProfile': (s: ProfileSnap) => [
    { output: ok({ profileStatus: dirty(s) ? (1 as const) : (2 as const), useCaseStatus: 2 as const }) },
  ],
  'xstate.error.actor.saveProfile': [],
  // The identity dialog closed without an upload (its own walk below uploads).
  'xstate.done.actor.identityUpload': { output: { uploaded: false } },
  'xstate.error.actor.identityUpload': [],
} satisfies EventTable<ProfileChart>;

interface ProfileFacts {
  status: number | null;
  dirty: boolean;
  display: string | null;
}

export function profileWalk(machine: ProfileChart): ModelConfig<ProfileChart> {
  return {
    name: 'profile (browser)',
    machine,
    input: { platform: 'pingme', profile: VERIFIED },
    events: profileEvents,
    checks: {} as ModelConfig<ProfileChart>['checks'],
    serialize: (s) => ({
      status: s.context.profile?.profileStatus ?? null,
      dirty: dirty(s),
      display: s.context.display,
    }),
  };
}

const section = (page: Page) => page.getByRole('region', { name: 'Profile' });
const form = (page: Page) => section(page).getByRole('form', { name: 'Your profile' });
const unsavedDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Unsaved Changes' });
const identityDialog = (page: Page) => page.getByRole('dialog', { name: 'Proof of Your Identity' });
const DIALOG_TITLES: Record<string, string> = {
  review: 'Your Profile is Being Reviewed',
  pending: 'Updated Profile Has Been Submitted Successfully',
  pendingUseCase: 'Updated Profile Has Been Submitted Successfully',
  done: 'Updated Successfully!',
  refused: 'Your Profile Needs to Be Updated',
};

export async function performProfile(page: Page, event: EventObject): Promise<void> {
  switch (event.type) {
    case 'profile.edit':
      await section(page).getByRole('button', { name: 'Edit profile' }).click();
      return;
    case 'form.change':
      await form(page).getByRole('textbox', { name: 'City' }).fill('Bath');
      return;
    case 'form.save':
      await form(page).getByRole('button', { name: 'Submit' }).click();
      return;
    case 'form.close':
      await form(page).getByRole('button', { name: 'Close' }).click();
      return;
    case 'unsaved.discard':
      await unsavedDialog(page).getByRole('button', { name: 'Discard' }).click();
      return;
    case 'unsaved.stay':
      await unsavedDialog(page).getByRole('button', { name: 'Stay On Page' }).click();
      return;
    case 'status.open':
      await section(page)
        .getByRole('button', { name: /^(Verified|Under review)$/ })
        .click();
      return;
    case 'status.close':
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      return;
    case 'identity.open':
      await section(page).getByRole('button', { name: 'Update Profile' }).click();
      return;
    case 'xstate.done.actor.identityUpload':
      await identityDialog(page).getByRole('button', { name: 'Close' }).click();
      return;
    default:
      if (event.type.startsWith('xstate.done.actor.')) return;
      throw new Error(`no executor for ${event.type}`);
  }
}

type ProfileCheck = (page: Page, facts: ProfileFacts) => Promise<void>;
const passing = async () => {};

export const profileScreenChecks: Record<string, ProfileCheck> = {
  loading: passing,
  saving: passing,
  'viewing.idle': async (page, facts) => {
    await expect(section(page).getByRole('button', { name: 'Edit profile' })).toBeEnabled();
    await expect(
      section(page).getByRole('button', { name: facts.status === 1 ? 'Under review' : 'Verified' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
  'viewing.statusDialog': async (page, facts) => {
    await expect(page.getByRole('dialog', { name: DIALOG_TITLES[facts.display ?? ''] ?? '' })).toBeVisible();
  },
  'viewing.identity': async (page) => {
    await expect(identityDialog(page)).toBeVisible();
    await expect(identityDialog(page).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
  'editing.form': async (page, facts) => {
    await expect(form(page).getByRole('textbox', { name: 'City' })).toHaveValue(facts.dirty ? 'Bath' : 'London');
    await expect(unsavedDialog(page)).toHaveCount(0);
  },
  'editing.unsaved': async (page) => {
    await expect(unsavedDialog(page)).toBeVisible();
  },
};

// ── identityUpload ──────────────────────────────────────────────────────────

type IdentityChart = typeof identityUploadMachine;
type IdentitySnap = SnapshotFrom<IdentityChart>;

/** Stand-ins the path generator tells apart (it compares events as JSON); the browser picks the real files. */
function stand(name: string, type: string): Blob {
  return Object.assign(new Blob([new Uint8Array([1])], { type }), { toJSON: () => name });
}
const PHOTO = stand('photo.jpg', 'image/jpeg');
const GIF = stand('animated.gif', 'image/gif');

const settled = (s: IdentitySnap) => s.matches('editing');

const identityEvents = {
  'image.pick': (s: IdentitySnap) =>
    settled(s)
      ? [
          ...(s.context.idCard.length === 0 ? [{ section: 'idCard' as const, file: PHOTO }] : []),
          ...(s.context.idHold.length === 0 ? [{ section: 'idHold' as const, file: PHOTO }] : []),
          ...(s.context.notice === null ? [{ section: 'idCard' as const, file: GIF }] : []),
        ]
      : [],
  'image.remove': (s: IdentitySnap) =>
    settled(s) ? s.context.idCard.slice(0, 1).map((image) => ({ section: 'idCard' as const, id: image.id })) : [],
  'upload.submit': {},
  'upload.close': {},
  'unsaved.discard': {},
  'unsaved.stay': {},
  'success.close': {},
  'xstate.done.actor.loadPreviews': [],
  'xstate.error.actor.loadPreviews': [],
  'xstate.done.actor.prepareImage': { output: { file: PHOTO, preview: 'blob:stand-in' } },
  'xstate.error.actor.prepareImage': [],
  'xstate.done.actor.uploadKyc': { output: ok({ ...NO_KYC, status: 1, canEdit: false }) },
  'xstate.error.actor.uploadKyc': [],
} satisfies EventTable<IdentityChart>;

interface IdentityFacts {
  card: number;
  hold: number;
  changed: boolean;
  notice: string | null;
}

export function identityWalk(machine: IdentityChart): ModelConfig<IdentityChart> {
  return {
    name: 'identityUpload (browser)',
    machine,
    input: { platform: 'pingme', kyc: NO_KYC },
    events: identityEvents,
    checks: {} as ModelConfig<IdentityChart>['checks'],
    serialize: (s) => ({
      card: s.context.idCard.length,
      hold: s.context.idHold.length,
      changed: s.context.changed,
      notice: s.context.notice,
    }),
  };
}

const group = (page: Page, section: string) =>
  identityDialog(page).getByRole('group', { name: section === 'idCard' ? /Front and back/ : /holding the ID/ });

export async function performIdentity(page: Page, event: EventObject): Promise<void> {
  switch (event.type) {
    case 'image.pick': {
      const pick = event as unknown as { section: string; file: { toJSON(): string } };
      await group(page, pick.section).locator('input[type=file]').setInputFiles(`${MEDIA}${pick.file.toJSON()}`);
      return;
    }
    case 'image.remove':
      await group(page, 'idCard').getByRole('button', { name: 'Remove photo 1' }).click();
      return;
    case 'upload.submit':
      await identityDialog(page).getByRole('button', { name: 'Submit' }).click();
      return;
    case 'upload.close':
      await identityDialog(page).getByRole('button', { name: 'Close' }).click();
      return;
    case 'unsaved.discard':
      await unsavedDialog(page).getByRole('button', { name: 'Discard' }).click();
      return;
    case 'unsaved.stay':
      await unsavedDialog(page).getByRole('button', { name: 'Stay On Page' }).click();
      return;
    case 'success.close':
      await page
        .getByRole('alertdialog', { name: 'Submitted Successfully' })
        .getByRole('button', { name: 'OK' })
        .click();
      return;
    default:
      if (event.type.startsWith('xstate.done.actor.')) return;
      throw new Error(`no executor for ${event.type}`);
  }
}

type IdentityCheck = (page: Page, facts: IdentityFacts) => Promise<void>;

export const identityScreenChecks: Record<string, IdentityCheck> = {
  loadingPreviews: passing,
  preparing: passing,
  uploading: passing,
  editing: async (page, facts) => {
    await expect(group(page, 'idCard').getByRole('img')).toHaveCount(facts.card);
    await expect(group(page, 'idHold').getByRole('img')).toHaveCount(facts.hold);
    const submit = identityDialog(page).getByRole('button', { name: 'Submit' });
    if (facts.card > 0 && facts.hold > 0 && facts.changed) await expect(submit).toBeEnabled();
    else await expect(submit).toBeDisabled();
    if (facts.notice === 'format') {
      await expect(identityDialog(page).getByText('Please upload an image in a supported format.')).toBeVisible();
    }
  },
  unsaved: async (page) => {
    await expect(unsavedDialog(page)).toBeVisible();
  },
  succeeded: async (page) => {
    await expect(page.getByRole('alertdialog', { name: 'Submitted Successfully' })).toBeVisible();
  },
  // The dialog is gone; after an upload the profile was refetched and shows the new label.
  uploaded: async (page) => {
    await expect(identityDialog(page)).toHaveCount(0);
    await expect(section(page).getByText('Reviewing')).toBeVisible();
  },
  closed: async (page) => {
    await expect(identityDialog(page)).toHaveCount(0);
    await expect(section(page).getByRole('button', { name: 'Update Profile' })).toBeVisible();
  },
};

export function factsOf<T>(step: ModelStep): T {
  return (JSON.parse(step.key) as { facts: T }).facts;
}
