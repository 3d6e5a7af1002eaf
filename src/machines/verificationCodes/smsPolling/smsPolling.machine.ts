/**
 * Waiting for the verification SMS on a locked number (spec 3 §4 Polling, §8, §9): a 180 s
 * window, a check every 5 s, each counting down. It stops when the window closes or when a check
 * answers 100008 (the API layer's failure route already kicks the person out on 100008, spec 1 §8
 * — the chart only stops; it does not route it again).
 *
 * The window keeps the wall clock (issue 27 item 3, `window.ts`): checks are due at fixed marks
 * `openedAt + k × 5 s` (not 5 s after each answer), the first at once — in get-code mode a
 * subscribed number may already hold a code. A mark that passes while a check is still out is
 * skipped (one check at a time); the next is due at the following mark. The deadline (180 s, or
 * the lock's earlier `expiresAt`) closes the window with one last check, so a code arriving in
 * its last seconds is shown; no check goes out after it. A check answering `locked: false` ends
 * the wait: the server let the lock go. The spec's counter is the marks left (sent with each
 * check, spec 3 §7), and it reaches zero at the deadline. A check that fails for another reason
 * (the network) only waits for the next mark: a code that arrives meanwhile is still found.
 *
 * decision: a new SMS does not stop the polling: a service may send a second code (a person asks
 * again), and each one is charged by the server once whichever check sees it.
 *
 * New messages are merged newest first; the newest one that arrived while polling is marked new
 * (spec 3 §4) and the host hears `polling.checked {arrived}` (the tip moves to 'received'). An SMS
 * pushed over the socket (`sms.pushed`, the `codeSms` event) for this number is merged the same way
 * at once, until the window closes: the code shows without waiting for the next check, and the
 * check that later sees it again adds nothing (the smsId is known). The chart's output says why it
 * stopped. The clock is read only to time the next mark (`now`, injectable; never stored but in
 * the window it opens).
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../../shared/notProvided.ts';
import { outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
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
import { checksLeft, markInWindow, openWindow, untilMark, windowLength } from './window.ts';

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
  return event.output.ok ? event.output.data.messages : [];
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
  delays: {
    /** spec 3 §9: the window (180 s, or less when the lock ends earlier), timed from its opening. */
    smsWindow: ({ context }) => windowLength(context.window),
    /**
     * Until the next 5 s mark on the wall clock. A mark past the window is never taken (guard
     * `nextMarkInWindow`); its timer is put 1 ms past the deadline, so it never races the deadline's.
     */
    pollInterval: ({ context }) => {
      const next = context.mark + 1;
      const now = context.now();
      return markInWindow(context.window, next)
        ? untilMark(context.window, next, now)
        : context.window.deadline + 1 - Math.min(now, context.window.deadline);
    },
  },
  actions: {
    /** The next mark is reached (its check goes out, or is skipped while one is still out). */
    passMark: assign(({ context }) => ({ mark: context.mark + 1 })),
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
    /** The server let the lock go (try another in another tab, or its clock ran out first). */
    released: (_, result: CheckSmsResult) => result.ok && !result.data.locked,
    nextMarkInWindow: ({ context }) => markInWindow(context.window, context.mark + 1),
    /** The socket pushes every code of the account: only this wait's number counts. */
    forThisNumber: ({ context, event }) => event.app === context.app && event.number === context.number,
  },
}).createMachine({
  id: 'smsPolling',
  description: 'Waiting for the verification SMS: a 180 s window, a check every 5 s, a counter.',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      app: input.app,
      number: input.number,
      parent: input.parent,
      messages: [...(input.known ?? [])].sort((a, b) => b.date - a.date),
      freshId: null,
      now,
      window: openWindow(now(), input.expiresAt),
      mark: 0,
      stop: null,
    };
  },
  initial: 'polling',
  states: {
    polling: {
      description: 'The window is open; a pushed SMS shows at once.',
      after: { smsWindow: 'closing' },
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
          description: 'A check is under way; a mark passing meanwhile is skipped.',
          invoke: {
            id: 'checkSms',
            src: 'checkSms',
            input: ({ context }) => ({
              app: context.app,
              number: context.number,
              count: checksLeft(context.window, context.mark),
            }),
            onDone: [
              {
                guard: { type: 'kicked', params: outputOf },
                target: '#smsPolling.kicked',
                actions: { type: 'storeStop', params: { reason: 'kicked' } },
              },
              {
                guard: { type: 'released', params: outputOf },
                target: '#smsPolling.expired',
                actions: [
                  { type: 'tellChecked', params: messagesIn },
                  { type: 'storeMessages', params: messagesIn },
                  { type: 'storeStop', params: { reason: 'expired' } },
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
            onError: { target: 'waiting', actions: 'reportUnexpectedError' },
          },
          initial: 'out',
          states: {
            out: {
              description: 'Each mark that passes before the answer is skipped (its timer starts over).',
              after: { pollInterval: { guard: 'nextMarkInWindow', target: 'out', reenter: true, actions: 'passMark' } },
            },
          },
        },
        waiting: {
          description: 'Until the next 5 s mark (or, past the last one, the deadline).',
          after: { pollInterval: { guard: 'nextMarkInWindow', target: 'checking', actions: 'passMark' } },
        },
      },
    },
    closing: {
      description: 'The deadline: one last check (a code of the last seconds), then the wait ends.',
      on: {
        'sms.pushed': {
          guard: 'forThisNumber',
          actions: [
            { type: 'tellChecked', params: pushedOf },
            { type: 'storeMessages', params: pushedOf },
          ],
        },
      },
      invoke: {
        id: 'checkSms',
        src: 'checkSms',
        input: ({ context }) => ({ app: context.app, number: context.number, count: 1 }),
        onDone: [
          {
            guard: { type: 'kicked', params: outputOf },
            target: 'kicked',
            actions: { type: 'storeStop', params: { reason: 'kicked' } },
          },
          {
            target: 'expired',
            actions: [
              { type: 'tellChecked', params: messagesIn },
              { type: 'storeMessages', params: messagesIn },
              { type: 'storeStop', params: { reason: 'expired' } },
            ],
          },
        ],
        onError: {
          target: 'expired',
          actions: ['reportUnexpectedError', { type: 'storeStop', params: { reason: 'expired' } }],
        },
      },
    },
    expired: {
      type: 'final',
      description: 'The window closed (its last check answered, or the server let the lock go).',
    },
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
