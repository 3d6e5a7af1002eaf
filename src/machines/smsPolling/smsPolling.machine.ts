/**
 * Waiting for the verification SMS on a locked number (spec 3 §4 Polling, §8, §9): a 180 s
 * window, a check every 5 s, each decrementing a counter. It stops when the window expires, when
 * the counter reaches zero, or when a check answers 100008 (the API layer's failure route already
 * kicks the person out on 100008, spec 1 §8 — the chart only stops; it does not route it again).
 *
 * decision: the first check goes out at once — in get-code mode a subscribed number may already
 * hold a code — and then every 5 s, so the 36 checks of the counter (180 / 5) run at 0, 5, …,
 * 175 s and the counter reaches zero inside the window; the window's own timer bounds a person's
 * wait when the answers are slow. A check that fails for another reason (the network) counts and
 * the next one goes on: a code that arrives meanwhile is still found.
 *
 * decision: a new SMS does not stop the polling: a service may send a second code (a person asks
 * again), and each one is charged by the server once whichever check sees it.
 *
 * New messages are merged newest first; the newest one that arrived while polling is marked new
 * (spec 3 §4) and the host hears `polling.checked {arrived}` (the tip moves to 'received'). An SMS
 * pushed over the socket (`sms.pushed`, the `codeSms` event) for this number is merged the same way
 * at once: the code shows without waiting for the next check, and the check that later sees it
 * again adds nothing (the smsId is known). The chart's output says why
 * it stopped. The remaining time shown is the counter's (5 s steps): no clock is read.
 */
import { assign, setup } from 'xstate';
import { SMS_CHECKS, SMS_POLL_MS, SMS_WAIT_MS } from '../../services/verification/rules.ts';
import { notProvided } from '../shared/notProvided.ts';
import { outputOf } from '../shared/params.ts';
import { toParent } from '../shared/toParent.ts';
import type {
  CheckSmsRequest,
  CheckSmsResult,
  CodeSms,
  PollingStop,
  SmsPollingContext,
  SmsPollingEvent,
  SmsPollingInput,
  SmsPollingOutput,
} from './types.ts';

/** spec 1 §8: 100008 during polling stops it (the API layer kicks). */
export const RETCODE_KICKED = 100008;

function merge(context: SmsPollingContext, incoming: readonly CodeSms[]) {
  const known = new Set(context.messages.map((sms) => sms.smsId));
  const arrived = incoming.filter((sms) => !known.has(sms.smsId));
  const messages = [...arrived, ...context.messages].sort((a, b) => b.date - a.date);
  return { arrived, messages, freshId: arrived.length > 0 ? (messages[0]?.smsId ?? null) : context.freshId };
}

/** A check's messages (none when it was refused: the refusal was routed by the API layer). */
function messagesIn({ event }: { event: { output: CheckSmsResult } }): readonly CodeSms[] {
  return event.output.ok ? event.output.data : [];
}

function pushedOf({ event }: { event: SmsPollingEvent }): readonly CodeSms[] {
  return [event.sms];
}

function newestOf(arrived: readonly CodeSms[]): CodeSms | null {
  return arrived.reduce<CodeSms | null>(
    (newest, sms) => (newest === null || sms.date > newest.date ? sms : newest),
    null,
  );
}

export const smsPollingMachine = setup({
  types: {
    context: {} as SmsPollingContext,
    events: {} as SmsPollingEvent,
    input: {} as SmsPollingInput,
    output: {} as SmsPollingOutput,
  },
  actors: {
    /** The poll call: the number's messages. */
    checkSms: notProvided<CheckSmsResult, CheckSmsRequest>('checkSms'),
  },
  delays: { smsWindow: SMS_WAIT_MS, pollInterval: SMS_POLL_MS },
  actions: {
    countCheck: assign(({ context }) => ({ remaining: Math.max(0, context.remaining - 1) })),
    /** Tells the host what a check (or a push) brings that it did not have (before storing it). */
    tellChecked: ({ context }, incoming: readonly CodeSms[]) => {
      const { arrived } = merge(context, incoming);
      toParent(context.parent, { type: 'polling.checked', arrived: arrived.length, newest: newestOf(arrived) });
    },
    storeMessages: assign(({ context }, incoming: readonly CodeSms[]) => {
      const { messages, freshId } = merge(context, incoming);
      return { messages, freshId };
    }),
    storeStop: assign((_, params: { reason: PollingStop }) => ({ stop: params.reason })),
    reportUnexpectedError: ({ event }) => console.error('smsPolling: unexpected failure', event),
  },
  guards: {
    kicked: (_, result: CheckSmsResult) => !result.ok && result.retcode === RETCODE_KICKED,
    counterZero: ({ context }) => context.remaining <= 0,
    /** The socket pushes every code of the account: only this wait's number counts. */
    forThisNumber: ({ context, event }) => event.app === context.app && event.number === context.number,
  },
}).createMachine({
  id: 'smsPolling',
  description: 'Waiting for the verification SMS: a 180 s window, a check every 5 s, a counter.',
  context: ({ input }) => ({
    app: input.app,
    number: input.number,
    parent: input.parent,
    messages: [...(input.known ?? [])].sort((a, b) => b.date - a.date),
    freshId: null,
    remaining: SMS_CHECKS,
    stop: null,
  }),
  initial: 'polling',
  states: {
    polling: {
      description: 'The window is open; a pushed SMS shows at once.',
      after: {
        smsWindow: { target: 'expired', actions: { type: 'storeStop', params: { reason: 'expired' } } },
      },
      on: {
        'sms.pushed': {
          guard: 'forThisNumber',
          actions: [
            { type: 'tellChecked', params: pushedOf },
            { type: 'storeMessages', params: pushedOf },
          ],
        },
      },
      initial: 'checking',
      states: {
        checking: {
          description: 'A check is under way (the counter counts it).',
          entry: 'countCheck',
          invoke: {
            id: 'checkSms',
            src: 'checkSms',
            input: ({ context }) => ({ app: context.app, number: context.number, count: context.remaining + 1 }),
            onDone: [
              {
                guard: { type: 'kicked', params: outputOf },
                target: '#smsPolling.kicked',
                actions: { type: 'storeStop', params: { reason: 'kicked' } },
              },
              {
                guard: 'counterZero',
                target: '#smsPolling.exhausted',
                actions: [
                  { type: 'tellChecked', params: messagesIn },
                  { type: 'storeMessages', params: messagesIn },
                  { type: 'storeStop', params: { reason: 'exhausted' } },
                ],
              },
              {
                target: 'waiting',
                actions: [
                  { type: 'tellChecked', params: messagesIn },
                  { type: 'storeMessages', params: messagesIn },
                ],
              },
            ],
            onError: [
              {
                guard: 'counterZero',
                target: '#smsPolling.exhausted',
                actions: ['reportUnexpectedError', { type: 'storeStop', params: { reason: 'exhausted' } }],
              },
              { target: 'waiting', actions: 'reportUnexpectedError' },
            ],
          },
        },
        waiting: {
          description: 'Until the next check, 5 s after the last answer.',
          after: { pollInterval: 'checking' },
        },
      },
    },
    expired: { type: 'final', description: 'The 180 s window ended.' },
    exhausted: { type: 'final', description: 'The counter reached zero.' },
    kicked: { type: 'final', description: 'A check answered 100008: the person is being logged out.' },
  },
  // The messages stay on screen after the wait ended: the host keeps them from the output.
  output: ({ context }) => ({
    reason: context.stop ?? 'expired',
    messages: context.messages,
    freshId: context.freshId,
  }),
});

export type SmsPollingMachine = typeof smsPollingMachine;
