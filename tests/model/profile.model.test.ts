/**
 * The profile section (spec 2 §2, §4, §5): walked for a new account (nothing filled, use case
 * asked), a refused one (100, filled: valid as loaded) and a locked one (102) on pingme, and a new
 * account on wephone (where KYC -1 disables the identity button).
 */
import { expect } from 'vitest';
import { profileMachine } from '../../src/machines/account/profile/profile.machine.ts';
import { draftErrors, isDirty } from '../../src/machines/account/profile/rules.ts';
import {
  selectProfilePhase,
  selectProfileSummary,
  selectStatusDialog,
} from '../../src/machines/account/profile/toView.ts';
import type { ProfileAnswer } from '../../src/machines/account/profile/types.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { NO_KYC } from '../support/kycFixtures.ts';
import { type Checks, type EventTable, testModel } from '../support/model.ts';

const OPTIONS = {
  featureOptions: [{ value: 'sms', en: 'SMS', zh_cn: '短信', selected: false }],
  userCaseOptions: [{ value: 'other', en: 'Other', zh_cn: '其他', selected: false, text: '' }],
};
const EMPTY: ProfileAnswer = {
  profileStatus: 0,
  profileStatus4Phone: 0,
  useCaseStatus: 0,
  needSetPhone: false,
  profile: {
    phone: '2025550100',
    email: '',
    firstName: '',
    lastName: '',
    address: '',
    city: '',
    province: '',
    country: '',
    regionCode: '',
    postalCode: '',
    canEdit: true,
    canEditDate: '',
    expireDate: '',
    ...OPTIONS,
  },
};
const FILLED = {
  ...EMPTY.profile,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 St James Square',
  city: 'London',
  province: 'Greater London',
  country: 'United Kingdom',
  regionCode: 'GB',
  postalCode: 'SW1Y 4JH',
};
const REFUSED: ProfileAnswer = { ...EMPTY, profileStatus: 100, useCaseStatus: -1, profile: FILLED };
const LOCKED: ProfileAnswer = { ...REFUSED, profileStatus: 102, profile: { ...FILLED, canEdit: false } };
const events = {
  'xstate.done.actor.loadKyc': [{ output: ok(NO_KYC) }, { output: networkFailure }],
  'xstate.error.actor.loadKyc': { error: new Error('boom') },
  // The root's answers (forwarded by the account area): its profile arrives in any state.
  'profile.loaded': [{ profile: EMPTY }, { profile: REFUSED }, { profile: LOCKED }],
  'profile.unavailable': {},
  'profile.retry': {},
  'profile.edit': {},
  'form.change': { field: 'firstName', value: 'Grace' },
  'form.country': { country: 'United States', regionCode: 'US' },
  'form.feature': { value: 'sms' },
  'form.useCase': [{ value: 'other', chosen: true }],
  'form.otherText': { text: ' abroad ' },
  'form.save': {},
  'form.close': {},
  'form.leave': [{ to: { section: 'rates' } }, { to: { tab: 'numbers' } }],
  'unsaved.discard': {},
  'unsaved.stay': {},
  'status.open': {},
  'status.close': {},
  'status.updateNow': {},
  'identity.open': {},
  'xstate.done.actor.saveProfile': [
    { output: ok({ profileStatus: 1, useCaseStatus: -1 }) },
    { output: { ...refused(100001), data: [{ field: 'city', key: 'profile.rule.city' }] } },
  ],
  'xstate.error.actor.saveProfile': { error: new Error('boom') },
  'xstate.done.actor.identityUpload': [{ output: { uploaded: true } }, { output: { uploaded: false } }],
  'xstate.error.actor.identityUpload': { error: new Error('boom') },
} satisfies EventTable<typeof profileMachine>;

const checks = {
  loading: (snapshot, replay) => {
    // The chart's own call is getKYCInfo alone: the profile is the root's (docs/profile.md).
    expect(replay.running('loadKyc')).toBeDefined();
    expect(selectProfilePhase(snapshot)).toBe('loading');
    // Try again asks the root for its profile once.
    const askedRoot = replay.effects.some((effect) => effect.type === 'askAppForProfile');
    expect(askedRoot).toBe(
      replay.step.event.type === 'profile.retry' || replay.step.event.type.endsWith('identityUpload'),
    );
  },
  awaitingProfile: (snapshot) => {
    expect(snapshot.context.profile).toBeNull();
    expect(selectProfilePhase(snapshot)).toBe('loading');
  },
  failed: (snapshot) => expect(selectProfilePhase(snapshot)).toBe('failed'),
  'viewing.idle': (snapshot) => {
    expect(selectProfilePhase(snapshot)).toBe('summary');
    // Nothing unsaved outlives the form.
    expect(isDirty(snapshot.context.draft, snapshot.context.saved)).toBe(false);
    const summary = selectProfileSummary(snapshot);
    // spec 2 §4: -1 disables the identity button off pingme.
    if (snapshot.context.platform === 'wephone') expect(summary?.kyc?.buttonDisabled).toBe(true);
  },
  'viewing.identity': (_snapshot, replay) =>
    expect(replay.running('identityUpload')?.input).toMatchObject({ platform: 'pingme', kyc: NO_KYC }),
  'editing.form': (snapshot, replay) => {
    expect(selectProfilePhase(snapshot)).toBe('form');
    // spec 2 §4: a locked profile never opens the form (the root's news may lock an open one).
    const { type } = replay.step.event;
    if (type === 'profile.edit' || type === 'status.updateNow')
      expect(snapshot.context.profile?.profileStatus).not.toBe(102);
  },
  'editing.unsaved': (snapshot, replay) => {
    expect(isDirty(snapshot.context.draft, snapshot.context.saved)).toBe(true);
    // Leaving the section or the tab is held until Discard (spec 2 §2).
    if (replay.step.event.type === 'form.leave') expect(snapshot.context.leaving).not.toBeNull();
  },
  'viewing.statusDialog': (snapshot, replay) => {
    expect(selectStatusDialog(snapshot)).not.toBeNull();
    // spec 1 §4: after a save the root refreshes its profile (one call), the gate judges it.
    if (replay.step.event.type === 'xstate.done.actor.saveProfile') {
      expect(replay.effects.filter((effect) => effect.type === 'askAppForProfile')).toHaveLength(1);
    }
  },
  saving: (snapshot, replay) => {
    expect(draftErrors(snapshot.context.draft, snapshot.context.profile?.useCaseStatus ?? -1)).toEqual([]);
    expect(replay.running('saveProfile')?.input).toMatchObject({ firstName: snapshot.context.draft.firstName });
  },
} satisfies Checks<typeof profileMachine>;

testModel({
  name: 'profile',
  machine: profileMachine,
  // Logged in with the root's profile not yet answered, and with it already known.
  inputs: [
    { platform: 'pingme', profile: null },
    { platform: 'wephone', profile: EMPTY },
  ],
  events,
  checks,
  serialize: (snapshot) => ({
    status: snapshot.context.profile?.profileStatus ?? null,
    dirty: isDirty(snapshot.context.draft, snapshot.context.saved),
    valid: draftErrors(snapshot.context.draft, snapshot.context.profile?.useCaseStatus ?? -1).length === 0,
    errors: snapshot.context.errors.length > 0,
    display: snapshot.context.display,
    leaving: snapshot.context.leaving !== null,
  }),
});
