/**
 * The profile gate (spec 1 §4 Profile gate, §8 100023; spec 2 §4 Profile status): before a number
 * action goes on, it decides whether the user may, or which notice shows instead — complete the
 * profile (profile or use-case status 0), review in progress (1), refused (100/101/102), or set a
 * phone first (`verdict.ts`).
 *
 * The profile form and the verification modal are other flows: the gate asks the parent to open
 * them (`profile.open`, `verify.open {mode}`).
 */
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import type {
  GateFacts,
  GateNotice,
  GateReply,
  GateUpdate,
  GateVerdict,
  ProfileGateContext,
  ProfileGateEvent,
  ProfileGateInput,
} from './types.ts';
import { canResubmit, gateVerdict } from './verdict.ts';

/** The facts an update brings. */
function factsIn({ profileStatus, useCaseStatus, needSetPhone }: GateUpdate): GateFacts {
  return { profileStatus, useCaseStatus, needSetPhone };
}

/** The facts a transition should judge: those an update brings, else those already known. */
function factsOf(context: ProfileGateContext, event: ProfileGateEvent): GateFacts {
  return event.type === 'gate.update' ? factsIn(event) : context;
}

const NOTICES = ['askComplete', 'reviewing', 'refused', 'needPhone'] as const satisfies readonly GateNotice[];

/**
 * While a notice shows, new facts move it to the notice they call for, or close it when they no
 * longer block (e.g. the phone was just set): a notice never states something no longer true.
 */
function rerouteOnUpdate() {
  return [
    ...NOTICES.map((notice) => ({
      guard: { type: 'verdictIs' as const, params: { verdict: notice } },
      target: `#profileGate.${notice}` as const,
      actions: 'storeFacts' as const,
    })),
    { target: '#profileGate.idle' as const, actions: 'storeFacts' as const },
  ];
}

export const profileGateMachine = setup({
  types: {
    context: {} as ProfileGateContext,
    events: {} as ProfileGateEvent,
    input: {} as ProfileGateInput,
    tags: {} as 'notice',
  },
  actions: {
    storeFacts: assign(({ event }) => {
      assertEvent(event, 'gate.update');
      return factsIn(event);
    }),
    replyAllowed: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'gate.check' && event.replyTo) {
        enqueue.sendTo(event.replyTo, { type: 'gate.allowed' } satisfies GateReply);
      }
    }),
    replyBlocked: enqueueActions(({ event, enqueue }, params: { notice: GateNotice }) => {
      if (event.type === 'gate.check' && event.replyTo) {
        enqueue.sendTo(event.replyTo, { type: 'gate.blocked', notice: params.notice } satisfies GateReply);
      }
    }),
    requestProfileForm: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'profile.open' }),
    // spec 1 §4: 'if a phone must be set, a verified/update modal shows'.
    requestVerifyModal: ({ system }) => tell(system, SYSTEM_ID.overlays, { type: 'verify.open', mode: 'update' }),
  },
  guards: {
    verdictIs: ({ context, event }, params: { verdict: GateVerdict }) =>
      gateVerdict(factsOf(context, event)) === params.verdict,
    mayResubmit: ({ context }) => canResubmit(context),
  },
}).createMachine({
  id: 'profileGate',
  description: 'Whether the profile lets a number action go on, or which notice shows instead.',
  context: ({ input }) => ({
    profileStatus: input.profileStatus ?? null,
    useCaseStatus: input.useCaseStatus ?? null,
    needSetPhone: input.needSetPhone ?? false,
  }),
  on: {
    // Asked from any state: the answer is the notice the facts call for, or `open`.
    'gate.check': [
      ...NOTICES.map((notice) => ({
        guard: { type: 'verdictIs' as const, params: { verdict: notice } },
        target: `.${notice}` as const,
        actions: { type: 'replyBlocked' as const, params: { notice } },
      })),
      { target: '.open', actions: 'replyAllowed' },
    ],
    'gate.update': { actions: 'storeFacts' },
  },
  initial: 'idle',
  states: {
    idle: { description: 'Nothing asked yet (or the last notice was closed): nothing shows.' },
    open: {
      description: 'The last check let the action go on, and the facts still do: nothing shows.',
      on: {
        'gate.update': [
          { guard: { type: 'verdictIs', params: { verdict: 'open' } }, actions: 'storeFacts' },
          // The facts now block: the permission no longer holds; the next check shows why.
          { target: 'idle', actions: 'storeFacts' },
        ],
      },
    },
    askComplete: {
      description: "Profile or use case not filled (status 0): 'complete your profile', leading to the profile form.",
      tags: ['notice'],
      on: {
        'gate.complete': { target: 'idle', actions: 'requestProfileForm' },
        'gate.dismiss': 'idle',
        'gate.update': rerouteOnUpdate(),
      },
    },
    reviewing: {
      description: 'Profile or use case under review (status 1): an informational notice.',
      tags: ['notice'],
      on: {
        'gate.dismiss': 'idle',
        'gate.update': rerouteOnUpdate(),
      },
    },
    refused: {
      description: 'Profile or use case refused (100, 101 or 102 — the statuses are kept, the texts differ).',
      tags: ['notice'],
      on: {
        // spec 2 §2: 'Update Now' lets the user resubmit; a locked (102) profile cannot.
        'gate.complete': { guard: 'mayResubmit', target: 'idle', actions: 'requestProfileForm' },
        'gate.dismiss': 'idle',
        'gate.update': rerouteOnUpdate(),
      },
    },
    needPhone: {
      description: "A phone must be set first: leads to the verification modal in 'update' mode.",
      tags: ['notice'],
      on: {
        'gate.verify': { target: 'idle', actions: 'requestVerifyModal' },
        'gate.dismiss': 'idle',
        'gate.update': rerouteOnUpdate(),
      },
    },
  },
});

export type ProfileGateMachine = typeof profileGateMachine;
