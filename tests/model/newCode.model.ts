/**
 * The New Code chart's model (spec 3 §2, §4, §5, §8): the events a person and the server can
 * produce, the checks of every state, and the facts that tell states apart. Kept apart from the
 * vitest file so the UI path suite (`tests/e2e/newCode.paths.e2e.ts`) can import its paths.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { NEW_NUMBER, newCodeMachine } from '../../src/machines/verificationCodes/newCode/newCode.machine.ts';
import { lastPollOf, newCodeToView } from '../../src/machines/verificationCodes/newCode/toView.ts';
import type { GetCodeTarget } from '../../src/machines/verificationCodes/newCode/types.ts';
import { networkFailure, noNumberAvailable, ok, refused, serviceRefusedAnswer } from '../support/apiResults.ts';
import type { Checks, EventTable, ModelConfig, Replay } from '../support/model.ts';
import {
  CATALOGUE,
  CODE_SMS,
  FIVE_OPTIONS,
  LOCKED,
  LOCKED_SUBSCRIBED,
  LOCKED_TYPE_2,
  OPTION,
  PUSHED_CODE,
} from '../support/verificationFixtures.ts';

type Snap = SnapshotFrom<typeof newCodeMachine>;
const unexpected = { error: new Error('unexpected failure') };

const FULL = `${OPTION.telCode}${OPTION.phone}`;

/** What each number type of the service costs (long-term: rent and rate; one-time: a rate). */
const FEES = [
  { numberType: 1, subRent: '6.99', codeRate: '0.5' },
  { numberType: 2, subRent: '', codeRate: '0.3' },
];

export const GET_CODE_TARGET: GetCodeTarget = {
  app: 'whatsapp',
  code: 'US',
  telCode: '1',
  phone: '2125550100',
  numberType: 1,
};

const lockAnswers = [
  { output: ok(LOCKED) },
  { output: ok(LOCKED_SUBSCRIBED) },
  { output: ok(LOCKED_TYPE_2) },
  { output: noNumberAvailable },
  { output: refused(100023) },
];

export const newCodeEvents = {
  'catalogue.reload': {},
  'app.select': [{ app: 'whatsapp' }, { app: 'nope' }],
  'country.select': [{ code: 'US' }, { code: 'GB' }],
  'options.reload': {},
  'number.select': [{ number: FULL }, { number: '19999999999' }],
  'search.change': [{ search: '555' }, { search: '999' }],
  'terms.toggle': {},
  'step.next': {},
  'step.back': {},
  'mode.receive': {},
  'mode.send': {},
  'number.copy': {},
  'code.copy': { code: '123456' },
  'number.tryAnother': {},
  'flow.done': {},
  'done.confirm': {},
  'subscribe.request': {},
  'subscribe.confirm': {},
  'dialog.close': {},
  'send.edit': [
    { field: 'text', value: 'Hello' },
    { field: 'phone', value: '415 555 0100' },
  ],
  'send.submit': {},
  // The account's codes are all pushed: only the locked number's counts (the polling chart's guard).
  'sms.pushed': [PUSHED_CODE, { ...PUSHED_CODE, number: '12125550199' }],
  'polling.checked': [
    { arrived: 1, newest: CODE_SMS },
    { arrived: 0, newest: null },
  ],
  'xstate.done.actor.loadCatalogue': [{ output: ok(CATALOGUE) }, { output: networkFailure }],
  'xstate.error.actor.loadCatalogue': unexpected,
  'xstate.done.actor.loadOptions': [{ output: ok([OPTION]) }, { output: ok(FIVE_OPTIONS) }, { output: networkFailure }],
  'xstate.error.actor.loadOptions': unexpected,
  'xstate.done.actor.loadFee': { output: ok(FEES) },
  'xstate.error.actor.loadFee': unexpected,
  'xstate.done.actor.lock': lockAnswers,
  'xstate.error.actor.lock': unexpected,
  'xstate.done.actor.lockAnother': lockAnswers,
  'xstate.error.actor.lockAnother': unexpected,
  'xstate.done.actor.smsPolling': { output: { reason: 'expired', messages: [CODE_SMS], freshId: 'a' } },
  'xstate.error.actor.smsPolling': unexpected,
  'xstate.done.actor.subscribe': [{ output: ok({}) }, { output: noNumberAvailable }, { output: refused(400001) }],
  'xstate.error.actor.subscribe': unexpected,
  'xstate.done.actor.sendSms': [{ output: ok({}) }, { output: serviceRefusedAnswer }, { output: networkFailure }],
  'xstate.done.actor.loadEarlier': [{ output: ok([CODE_SMS]) }, { output: networkFailure }],
  'xstate.error.actor.loadEarlier': unexpected,
  'xstate.error.actor.sendSms': unexpected,
} satisfies EventTable<typeof newCodeMachine>;

const stepIs = (replay: Replay<Snap>, type: string) => replay.step.event.type === type;

function stepOne(s: Snap) {
  const view = newCodeToView(s);
  if (view.step !== 1) throw new Error(`expected step 1, got ${String(view.step)}`);
  return view.choose;
}

function stepTwo(s: Snap) {
  const view = newCodeToView(s);
  if (view.step !== 2) throw new Error(`expected step 2, got ${String(view.step)}`);
  return view.receive;
}

const getCode = (s: Snap) => s.context.getCode !== null;

export const newCodeChecks = {
  starting: (s, replay) => {
    expect(replay.running('loadCatalogue')).toBeDefined();
    expect(newCodeToView(s)).toEqual({ step: 'starting' });
  },
  catalogueFailed: (s) => expect(newCodeToView(s)).toEqual({ step: 'failed' }),
  // Transient: never at rest.
  routing: () => {},
  readingEarlier: (s, replay) => {
    // issue 27 item 4: Get Code on a subscribed number reads its earlier codes first.
    expect(getCode(s)).toBe(true);
    expect(replay.running('loadEarlier')?.input).toEqual({ app: 'whatsapp', number: '12125550100' });
  },
  'choosing.options.loading': (s, replay) => {
    expect(replay.running('loadOptions')?.input).toEqual({ app: 'whatsapp', code: 'US' });
    expect(stepOne(s).optionsStatus).toBe('loading');
    // spec 3 §4, issue 27 item 4: New Code subscribed a number and shows step 1 again; the area
    // reads its list and the balance again.
    if (stepIs(replay, 'xstate.done.actor.subscribe') && s.context.subscribed) {
      expect(getCode(s)).toBe(false);
      expect(replay.effects.map((effect) => effect.type)).toContain('tellSubscribed');
      expect(s.context.locked).toBeNull();
    }
    // issue 27 item 4: another service or country clears the search typed for the old list.
    if (stepIs(replay, 'app.select') || stepIs(replay, 'country.select')) expect(s.context.search).toBe('');
    expect(stepOne(s).canNext).toBe(false);
  },
  'choosing.options.incomplete': (s) => {
    expect(stepOne(s).optionsStatus).toBe('incomplete');
    expect(s.context.app === null || s.context.country === null).toBe(true);
  },
  'choosing.options.ready': (s) => {
    const view = stepOne(s);
    expect(view.optionsStatus).toBe('ready');
    // spec 3 §9: the search box shows above 4 numbers; issue 27 item 4: a box not on screen filters nothing.
    const shown = s.context.options.length > 4;
    expect(view.searchShown).toBe(shown);
    const hidesAll = shown && s.context.search === '999';
    // spec 3 §5: Next only with a number selected, the terms accepted and the number matching the search.
    expect(view.canNext).toBe(view.selected === FULL && view.termsAccepted && !hidesAll);
    expect(view.options).toEqual(hidesAll ? [] : s.context.options);
    expect(view.searchHidesAll).toBe(hidesAll);
  },
  'choosing.options.failed': (s) => {
    // spec 3 §8: a failed lookup clears the selected number.
    expect(stepOne(s).optionsStatus).toBe('failed');
    expect(s.context.selected).toBeNull();
    expect(stepOne(s).canNext).toBe(false);
  },
  'choosing.fee.loading': (_s, replay) => expect(replay.running('loadFee')?.input).toEqual({ app: 'whatsapp' }),
  'choosing.fee.unknown': (s, replay) => {
    // issue 27 item 4: the rate of the type that will be charged — the chosen number's, or before a
    // choice every type on offer.
    if (stepIs(replay, 'xstate.done.actor.loadFee') || s.context.fees.length > 0) {
      const view = stepOne(s);
      const types = view.selected
        ? [OPTION.numberType]
        : s.context.options.length > 0
          ? [...new Set(s.context.options.map((option) => option.numberType))]
          : [1, 2];
      expect(view.fees).toEqual(FEES.filter((fee) => types.includes(fee.numberType)));
    }
  },
  locking: (s, replay) => {
    expect(replay.running('lock')?.input).toMatchObject({ app: 'whatsapp', code: 'US', number: FULL, numberType: 1 });
    if (!getCode(s)) expect(stepOne(s).locking).toBe(true);
  },
  retrying: (s, replay) => {
    // spec 3 §7: try another asks for 'Get a New Number' and names the last one.
    const input = replay.running('lockAnother')?.input as { number: string; lastNumber: string };
    expect(input.number).toBe(NEW_NUMBER);
    expect(input.lastNumber).toMatch(/^1212555010\d$/);
    expect(s.context.received).toBe(false);
  },
  noNumber: (s) => expect(newCodeToView(s)).toMatchObject({ dialog: 'noNumber' }),
  'receiving.mode.receive': (s) => expect(stepTwo(s).mode).toBe('receive'),
  'receiving.mode.send': (s) => {
    // spec 3 §2: the send panel only for a number that can send.
    expect(stepTwo(s).mode).toBe('send');
    expect(stepTwo(s).canSendMode).toBe(true);
  },
  'receiving.polling.active': (s, replay) => {
    expect(stepTwo(s).polling).toBe(true);
    expect(replay.running('smsPolling')?.input).toMatchObject({
      app: 'whatsapp',
      number: `1${s.context.locked?.phone}`,
      // Get-code mode: the earlier codes show from the start; a failed read is said.
      known: s.context.earlier,
    });
    expect(stepTwo(s).earlierFailed).toBe(s.context.earlierFailed);
    if (!getCode(s)) expect(s.context.earlier).toEqual([]);
    if (stepIs(replay, 'polling.checked') && s.context.received) {
      // spec 3 §4: the tip moves to 'received' (index 3); try another is disabled.
      expect(stepTwo(s).tipIndex).toBe(3);
      expect(stepTwo(s).canTryAnother).toBe(false);
    }
  },
  'receiving.polling.stopped': (s, replay) => {
    expect(stepTwo(s).polling).toBe(false);
    // The messages stay on screen after the wait ended (none known when the polling itself failed).
    if (stepIs(replay, 'xstate.done.actor.smsPolling')) {
      expect(lastPollOf(s)?.stop).toBe('expired');
      expect(lastPollOf(s)?.rows[0]?.code?.code).toBe('123456');
    }
  },
  'receiving.panel.idle': (s, replay) => {
    // issue 27 item 2: a subscribe refused because the number is someone else's now, and a code SMS
    // the carrier refused, are said.
    const output = (replay.step.event as { output?: { ok?: boolean; retcode?: number; httpStatus?: number } }).output;
    const effects = replay.effects.map((effect) => effect.type);
    if (output?.ok === false && output.retcode === 500000 && output.httpStatus === 400) {
      expect(effects).toContain('tellSubscribeTaken');
    }
    if (output?.ok === false && output.retcode === 500000 && output.httpStatus === 503) {
      expect(effects).toContain('tellSendRefused');
    }
    const view = stepTwo(s);
    expect(view.canTryAnother).toBe(!s.context.received && !getCode(s));
    // spec 3 §5: type 2 never subscribable; spec 3 §4: a number the server offers becomes
    // subscribable once an SMS arrived on it or was sent from it.
    const locked = s.context.locked;
    expect(view.subscribable).toBe(
      locked?.numberType === 1 && locked.canSub && (s.context.received || s.context.sentFrom),
    );
  },
  'receiving.panel.confirmingDone': (s) => {
    expect(newCodeToView(s)).toMatchObject({ dialog: 'done' });
    expect(s.context.received).toBe(true);
  },
  'receiving.panel.confirmingSubscribe': (s) => {
    expect(newCodeToView(s)).toMatchObject({ dialog: 'subscribe' });
    expect(stepTwo(s).subscribable).toBe(true);
  },
  'receiving.panel.subscribing': (s, replay) => {
    expect(stepTwo(s).busy).toBe(true);
    expect(replay.running('subscribe')?.input).toEqual({ app: 'whatsapp', number: `1${s.context.locked?.phone}` });
  },
  'receiving.panel.sending': (_s, replay) => {
    // spec 3 §5: the recipient is the country code and number, digits only.
    expect(replay.running('sendSms')?.input).toMatchObject({ to: '14155550100', text: 'Hello', app: 'whatsapp' });
  },
  'receiving.panel.sent': (s) => {
    expect(newCodeToView(s)).toMatchObject({ dialog: 'sent' });
    expect(s.context.sentFrom).toBe(true);
  },
  'receiving.copy.idle': (s) => expect(stepTwo(s).codeCopied).toBe(false),
  'receiving.copy.copied': (s, replay) => {
    expect(stepTwo(s).codeCopied).toBe(true);
    if (stepIs(replay, 'code.copy')) expect(replay.effects).toContainEqual({ type: 'copyText', params: '123456' });
  },
  // Transient: get-code mode ends, New Code shows step 1 again.
  afterSubscribe: () => {},
  subscribed: (s) => {
    // spec 3 §4: only get-code mode ends on subscribing (back to number management).
    expect(getCode(s)).toBe(true);
    expect(s.output).toEqual({ subscribed: true });
    expect(newCodeToView(s)).toEqual({ step: 'done' });
  },
  closed: (s) => {
    expect(getCode(s)).toBe(true);
    expect(s.output).toEqual({ subscribed: false });
  },
} satisfies Checks<typeof newCodeMachine>;

export const newCodeModel: ModelConfig<typeof newCodeMachine> = {
  name: 'newCode',
  machine: newCodeMachine,
  inputs: [{}, { getCode: GET_CODE_TARGET }],
  events: newCodeEvents,
  checks: newCodeChecks,
  actions: { reportUnexpectedError: () => {} },
  serialize: (snapshot) => {
    const { context } = snapshot;
    return {
      getCode: context.getCode !== null,
      app: context.app,
      country: context.country,
      options: context.options.length,
      selected: context.selected !== null,
      search: context.search,
      terms: context.termsAccepted,
      locked: context.locked?.phone ?? null,
      received: context.received,
      sentFrom: context.sentFrom,
      text: context.draft.text !== '',
      phone: context.draft.phone !== '',
      earlier: context.earlier.length,
      earlierFailed: context.earlierFailed,
    };
  },
};
