/**
 * Model-based test of the new-number flow (spec 3 §4 New number flow, §5): paths from
 * `xstate/graph`, replayed on a real actor with fake lookups and a fake purchase.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { newNumberMachine } from '../../src/machines/numbers/newNumber/newNumber.machine.ts';
import { newNumberToView } from '../../src/machines/numbers/newNumber/toView.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';
import { COUNTRIES, NUMBERS, PLANS } from '../support/numberFixtures.ts';

type Snap = SnapshotFrom<typeof newNumberMachine>;
const unexpected = { error: new Error('unexpected failure') };

const events = {
  // 'MX' is not on offer in the fixtures.
  'country.select': [{ code: 'GB' }, { code: 'MX' }],
  'numberType.select': [{ name: 'local' }, { name: 'tollfree' }],
  'province.select': [{ name: 'New York' }, { name: 'Atlantis' }],
  'areaCode.select': (s: Snap) => [{ areaCode: s.context.choice?.code === 'US' ? '510' : '212' }],
  'number.select': [{ phone: '4155550102' }, { phone: '9999999999' }],
  'areas.reload': {},
  'step.next': {},
  'step.back': {},
  'plans.reload': {},
  'plan.select': [{ planId: 2 }, { planId: 99 }],
  'agreement.toggle': {},
  'plan.confirm': {},
  'tips.confirm': {},
  'tips.cancel': {},
  'result.ok': {},
  'xstate.done.actor.loadAreas': [{ output: ok(COUNTRIES) }, { output: ok([]) }, { output: networkFailure }],
  'xstate.error.actor.loadAreas': unexpected,
  'xstate.done.actor.findNumbers': [{ output: ok(NUMBERS) }, { output: ok([]) }],
  'xstate.error.actor.findNumbers': unexpected,
  'xstate.done.actor.loadPlans': [{ output: ok(PLANS) }, { output: networkFailure }],
  'xstate.error.actor.loadPlans': unexpected,
  'xstate.done.actor.buyNumber': [
    { output: ok({ subHint: 'Your number is ready.\nEnjoy.' }) },
    { output: refused(RETCODE.INSUFFICIENT_BALANCE) },
    { output: refused(RETCODE.PROFILE_INCOMPLETE) },
    // issue 27 item 2: the number went to someone else meanwhile.
    { output: refused(RETCODE.SERVICE_UNAVAILABLE) },
  ],
  'xstate.error.actor.buyNumber': unexpected,
} satisfies EventTable<typeof newNumberMachine>;

const stepIs = (replay: Replay<Snap>, type: string) => replay.step.event.type === type;

const checks = {
  loadingAreas: (s, replay) => {
    expect(replay.running('loadAreas')).toBeDefined();
    expect(newNumberToView(s)).toMatchObject({ step: 1, busy: true, canNext: false });
  },
  areasUnavailable: (s) => {
    expect(newNumberToView(s)).toMatchObject({ noNumber: true, canNext: false, busy: false });
  },
  'number.loading': (s, replay) => {
    const call = replay.running('findNumbers');
    expect(call?.input).toEqual({
      code: s.context.choice?.code,
      type: s.context.choice?.type,
      telCode: s.context.choice?.code === 'US' ? '1' : '44',
      areaCode: s.context.choice?.areaCode,
    });
    // issue 27 item 2: a number taken meanwhile says so, and the list is asked for again.
    if (replay.step.event.type === 'xstate.done.actor.buyNumber') {
      expect(replay.effects.map((effect) => effect.type)).toContain('tellNumberTaken');
    }
    // spec 3 §8: a new lookup clears the chosen number.
    expect(s.context.phone).toBeNull();
    expect(newNumberToView(s).canNext).toBe(false);
    if (stepIs(replay, 'xstate.done.actor.loadAreas')) {
      // The first country with its first province and area code (hidden selectors hold them too).
      expect(s.context.choice).toEqual({ code: 'US', type: 'local', province: 'California', areaCode: '415' });
    }
    if (stepIs(replay, 'country.select')) {
      expect(s.context.choice).toEqual({ code: 'GB', type: 'local', province: '', areaCode: '' });
      expect(replay.running('findNumbers')?.input).toMatchObject({ code: 'GB', telCode: '44', areaCode: '' });
      // spec 3 §5: GB hides the province and area code selectors.
      expect(newNumberToView(s).show).toMatchObject({ province: false, areaCode: false });
    }
    if (stepIs(replay, 'province.select'))
      expect(s.context.choice).toMatchObject({ province: 'New York', areaCode: '212' });
    if (stepIs(replay, 'areaCode.select')) expect(s.context.choice?.areaCode).toBe('510');
  },
  'number.ready': (s, replay) => {
    const view = newNumberToView(s);
    expect(view).toMatchObject({ step: 1, canNext: true, noNumber: false });
    if (stepIs(replay, 'xstate.done.actor.findNumbers')) expect(s.context.phone).toBe('4155550101');
    if (stepIs(replay, 'number.select')) {
      const asked = (replay.step.event as unknown as { phone: string }).phone;
      expect(s.context.phone).toBe(asked === '4155550102' ? asked : replay.previous?.context.phone);
    }
  },
  'number.none': (s) => {
    expect(newNumberToView(s)).toMatchObject({ noNumber: true, canNext: false });
    expect(s.context.phone).toBeNull();
  },
  'plan.loading': (s, replay) => {
    expect(replay.running('loadPlans')?.input).toEqual({ code: s.context.choice?.code, type: s.context.choice?.type });
    // spec 3 §4: the agreement starts ticked; no plan is chosen yet.
    expect(newNumberToView(s)).toMatchObject({ step: 2, agreed: true, planId: null, canConfirm: false });
  },
  'plan.unavailable': (s) => {
    expect(newNumberToView(s)).toMatchObject({ plansUnavailable: true, canConfirm: false });
  },
  'plan.choosing': (s, replay) => {
    const view = newNumberToView(s);
    // spec 3 §5: confirm needs a plan and the ticked agreement.
    expect(view.canConfirm).toBe(s.context.planId !== null && s.context.agreed);
    if (stepIs(replay, 'agreement.toggle')) expect(s.context.agreed).toBe(!replay.previous?.context.agreed);
    if (s.context.planId !== null) {
      expect(view.tips).toEqual(['Read the ###Terms### before you subscribe.']);
      expect(view.urlDict).toEqual({ Terms: 'https://example.com/terms' });
    }
    expect(view.dialog).toBeNull();
  },
  'plan.reviewing': (s) => {
    expect(newNumberToView(s).dialog).toBe('tips');
  },
  'plan.buying': (s, replay) => {
    expect(replay.running('buyNumber')?.input).toEqual({
      planId: s.context.planId,
      telCode: s.context.choice?.code === 'US' ? '1' : '44',
      phone: s.context.phone,
      code: s.context.choice?.code,
      type: s.context.choice?.type,
    });
    expect(newNumberToView(s).busy).toBe(true);
  },
  bought: (s, replay) => {
    expect(newNumberToView(s)).toMatchObject({ dialog: 'result', subHint: 'Your number is ready.\nEnjoy.' });
    // spec 3 §4: the balance is refreshed.
    expect(replay.effects.map((e) => e.type)).toContain('refreshBalance');
  },
  done: (s) => {
    expect(s.status).toBe('done');
    expect(s.output).toEqual({
      status: 'bought',
      telCode: s.context.choice?.code === 'US' ? '1' : '44',
      phone: s.context.phone,
    });
  },
} satisfies Checks<typeof newNumberMachine>;

testModel({
  name: 'newNumber',
  machine: newNumberMachine,
  input: {},
  events,
  checks,
  serialize: (s) => ({
    country: s.context.choice?.code ?? null,
    numbers: s.context.numbers.length,
    phone: s.context.phone !== null,
    plan: s.context.planId !== null,
    agreed: s.context.agreed,
  }),
});
