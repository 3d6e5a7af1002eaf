/** The account area (spec 2 §2): the section the root names is the one that runs. */
import { expect } from 'vitest';
import { accountMachine } from '../../src/machines/account/account/account.machine.ts';
import type { AccountEvent } from '../../src/machines/account/account/types.ts';
import type { ProfileAnswer } from '../../src/services/api/contract/endpoints.ts';
import { ACCOUNT_SECTIONS, type AccountSection } from '../../src/services/brand/platforms.ts';
import { type Check, type Checks, type EventTable, testModel } from '../support/model.ts';

const PROFILE = { profileStatus: 2, needSetPhone: false } as ProfileAnswer;

const events = {
  'account.section': ACCOUNT_SECTIONS.map((section) => ({ section })),
  'recharge.returnUrl': (snapshot) =>
    snapshot.matches('credit') ? [{ returnUrl: 'https://plans.example/checkout' }] : [],
  // The root's getProfile answers (spec 1 §2): the profile section hears them while it shows.
  'profile.loaded': [{ profile: PROFILE }],
  'profile.unavailable': {},
  // Raised by the chart itself on entering subscriptionHistory; walked here as the chart sends it.
  'verification.history': (snapshot) => (snapshot.matches('subscriptionHistory') ? [{}] : []),
} satisfies EventTable<typeof accountMachine>;

/** Each section state is entered only when the root named that section (profile is the start). */
const shows =
  (section: AccountSection): Check<typeof accountMachine> =>
  (snapshot, replay) => {
    expect(snapshot.value).toBe(section);
    // The profile section starts with the root's last known profile (it makes no getProfile of its own).
    if (section === 'profile' && replay.step.event.type === 'account.section') {
      expect(replay.running('profile')?.input).toEqual({ platform: 'pingme', profile: snapshot.context.profile });
    }
    const { event } = replay.step;
    if (event.type === 'profile.loaded' || event.type === 'profile.unavailable') {
      // The root owns the profile: the section starts with its last one and hears each answer.
      if (event.type === 'profile.loaded') expect(snapshot.context.profile).toEqual(PROFILE);
      if (section === 'profile') expect(replay.received('profile').at(-1)).toEqual(event);
      return;
    }
    if (event.type === 'recharge.returnUrl') {
      // The plans page's return URL goes on to the recharge section.
      expect(replay.received('credit').at(-1)).toEqual(event);
      return;
    }
    // jiema (spec 2 §2): both sections run the verification area's chart; the history one shows its history.
    if (section === 'numberManagement' || section === 'subscriptionHistory') {
      expect(replay.running('verification')).toBeDefined();
    }
    if (section === 'subscriptionHistory') {
      expect(replay.received('verification').at(-1)).toEqual({ type: 'section.select', section: 'history' });
    }
    if (event.type === 'verification.history') return;
    expect(
      event.type === 'account.section'
        ? (event as Extract<AccountEvent, { type: 'account.section' }>).section
        : 'profile',
    ).toBe(section);
    // spec 2 §2: the recharge section runs its chart while shown.
    if (section === 'credit') expect(replay.running('credit')).toBeDefined();
  };

const checks = Object.fromEntries(ACCOUNT_SECTIONS.map((section) => [section, shows(section)])) as Checks<
  typeof accountMachine
>;

testModel({
  name: 'account',
  machine: accountMachine,
  input: { platform: 'pingme', locale: 'en', now: () => Date.UTC(2026, 10, 24), profile: null },
  events,
  checks,
});
