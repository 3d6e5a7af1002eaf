/**
 * The account area (spec 2 §2, the account tab): one section at a time. The root owns which
 * section is shown — other areas jump to sections (no-credit → credit, the profile gate →
 * profile, the unlock bonus → redeemCode) — and tells this chart with `account.section`; the
 * tab list's visibility rules are `../app/accountSections.ts`.
 *
 * Each section state runs its own chart while shown (invoked under the section's id), so a
 * section's data is loaded when it is opened and let go when another one is.
 */
import { assertEvent, assign, forwardTo, raise, sendTo, setup } from 'xstate';
import { ledgerRowOf } from '../../../services/brand/ledgerRows.ts';
import { ACCOUNT_SECTIONS, type AccountSection } from '../../../services/brand/platforms.ts';
import { defaultRateCountry, ledgerMonths } from '../../../services/ledger/histories.ts';
import { historyMachine } from '../../common/history/history.machine.ts';
import { verificationMachine } from '../../verificationCodes/verification/verification.machine.ts';
import { apiManagementMachine } from '../apiManagement/apiManagement.machine.ts';
import { creditMachine } from '../credit/credit.machine.ts';
import { inviteMachine } from '../invite/invite.machine.ts';
import { profileMachine } from '../profile/profile.machine.ts';
import { ratesMachine } from '../rates/rates.machine.ts';
import { redeemMachine } from '../redeem/redeem.machine.ts';
import type { AccountContext, AccountEvent, AccountInput } from './types.ts';

/** One guarded transition per section: the chart stays drawable and walkable. */
const toSection = ACCOUNT_SECTIONS.map((section) => ({
  guard: {
    type: 'isSection' as const,
    params: ({ event }: { event: Extract<AccountEvent, { type: 'account.section' }> }) => ({
      section: event.section,
      expected: section,
    }),
  },
  target: `.${section}`,
}));

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput,
  },
  actors: {
    profile: profileMachine,
    /** The recharge section (its calls provided by `account.area.ts`). */
    credit: creditMachine,
    /** The invite section's chart (its calls and the clipboard provided by the area). */
    invite: inviteMachine,
    /** The redeem-code section's chart, with its slider captcha. */
    redeem: redeemMachine,
    // Bills, calls and SMS: the generic history chart, each with its loader (`../history/ledger.actors.ts`).
    billHistory: historyMachine,
    callHistory: historyMachine,
    smsHistory: historyMachine,
    rates: ratesMachine,
    /** The API management section (issue 13): `../apiManagement`. */
    apiManagement: apiManagementMachine,
    /**
     * jiema's numberManagement and subscriptionHistory: the verification area's chart (its numbers,
     * their history and re-subscribe), shown through the verification area's views (spec 2 §1).
     */
    verification: verificationMachine,
  },
  actions: {
    /** spec 3 §3 toRecharge: the recharge section pays with the plans page's return URL. */
    forwardReturnUrl: sendTo('credit', ({ event }) => {
      assertEvent(event, 'recharge.returnUrl');
      return event;
    }),
    /** The root's newest profile: the profile section starts with it (it owns the account summary). */
    storeProfile: assign(({ event }) => {
      assertEvent(event, 'profile.loaded');
      return { profile: event.profile };
    }),
    /** The profile section hears the root's answers while it shows. */
    forwardToProfile: forwardTo('profile'),
    /** The verification chart starts on its numbers; the history section asks for its history. */
    showVerificationHistory: sendTo('verification', { type: 'section.select', section: 'history' }),
  },
  guards: {
    isSection: (_, params: { section: AccountSection; expected: AccountSection }) => params.section === params.expected,
  },
}).createMachine({
  id: 'account',
  description: 'The account tab: the section its tab list (or a jump from elsewhere) names.',
  context: ({ input }) => input,
  // The root names the section right after starting the area.
  initial: 'profile',
  on: { 'account.section': toSection, 'profile.loaded': { actions: 'storeProfile' } },
  states: {
    profile: {
      description: 'Profile: summary, form, identity proof (spec 2 §2).',
      invoke: {
        id: 'profile',
        src: 'profile',
        input: ({ context }) => ({ platform: context.platform, profile: context.profile }),
      },
      on: {
        'profile.loaded': { actions: ['storeProfile', 'forwardToProfile'] },
        'profile.unavailable': { actions: 'forwardToProfile' },
      },
    },
    rates: {
      description: 'Rates: calls, receive, SMS and number tables (spec 2 §2).',
      invoke: {
        id: 'rates',
        src: 'rates',
        input: ({ context }) => ({
          tabs: ledgerRowOf(context.platform).rateTabs,
          countryCode: defaultRateCountry(context.locale),
        }),
      },
    },
    credit: {
      description: 'Recharge: tiers, methods and the payment dialogs (spec 2 §2).',
      invoke: { id: 'credit', src: 'credit', input: ({ context }) => ({ platform: context.platform }) },
      on: { 'recharge.returnUrl': { actions: 'forwardReturnUrl' } },
    },
    history: {
      description: 'Bills by month (spec 2 §2 Histories).',
      invoke: {
        id: 'billHistory',
        src: 'billHistory',
        input: ({ context }) => ({ months: ledgerMonths(context.now()), now: context.now }),
      },
    },
    api: {
      description: 'API management (pingme, spec 2 §2).',
      invoke: { id: 'apiManagement', src: 'apiManagement' },
    },
    sms: {
      description: 'SMS history by month (spec 2 §2 Histories).',
      invoke: {
        id: 'smsHistory',
        src: 'smsHistory',
        input: ({ context }) => ({ months: ledgerMonths(context.now()), now: context.now }),
      },
    },
    call: {
      description: 'Call history by month (spec 2 §2 Histories).',
      invoke: {
        id: 'callHistory',
        src: 'callHistory',
        input: ({ context }) => ({ months: ledgerMonths(context.now()), now: context.now }),
      },
    },
    invite: {
      description: 'Invite friends (spec 2 §2).',
      invoke: { id: 'invite', src: 'invite' },
    },
    redeemCode: {
      description: "Redeem a friend's code (spec 2 §2).",
      invoke: { id: 'redeem', src: 'redeem' },
    },
    numberManagement: {
      description: "jiema: the verification numbers' management (spec 2 §2).",
      // The account's tab list is this chart's menu: it must rest on management, not on New Code.
      invoke: { id: 'verification', src: 'verification', input: ({ context }) => ({ ...context, menu: true }) },
    },
    subscriptionHistory: {
      description: "jiema: the verification numbers' subscription history and re-subscribe (spec 2 §2).",
      invoke: { id: 'verification', src: 'verification', input: ({ context }) => ({ ...context, menu: true }) },
      // Raised, so it is handled once the chart this state invokes has started.
      entry: raise({ type: 'verification.history' }),
      on: { 'verification.history': { actions: 'showVerificationHistory' } },
    },
  },
});

export type AccountMachine = typeof accountMachine;
