/**
 * Model-based test of the embedded plans page (spec 3 §2, §3 Iframe messages): the frame's
 * messages from the configured origin and from elsewhere, the header, and what the app does.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { plansPageMachine } from '../../src/machines/numbers/plansPage/plansPage.machine.ts';
import { plansPageToView } from '../../src/machines/numbers/plansPage/toView.ts';
import type { ToPlansFrameMessage } from '../../src/machines/numbers/plansPage/types.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snap = SnapshotFrom<typeof plansPageMachine>;

const ORIGIN = 'https://plans.example.com';
const TARGET = { url: `${ORIGIN}/plans/`, origin: ORIGIN };
/** Every message the frame posted to, across the replay (one port for the whole path). */
const posted: ToPlansFrameMessage[] = [];
const PORT = { post: (message: ToPlansFrameMessage) => void posted.push(message) };

const fromFrame = (data: unknown, origin = ORIGIN) => ({ origin, data });

const events = {
  'frame.attached': (s: Snap) => (s.context.port === null ? [{ port: PORT }] : []),
  'frame.message': [
    fromFrame({ afterEach: { name: 'plans', path: '/plans', title: 'Hosting plans' } }),
    fromFrame({ afterEach: { name: 'checkout', path: '/checkout/3', title: 'Checkout' } }),
    fromFrame({ language: true }),
    fromFrame({ toRecharge: { returnUrl: `${ORIGIN}/plans/checkout/3` } }),
    fromFrame({ managePhone: true }),
    fromFrame({ addMessage: { telCode: '1', number: '4155550101' } }),
    // Another origin, or a shape the contract does not know: ignored.
    fromFrame({ managePhone: true }, 'https://evil.example.com'),
    fromFrame({ toRecharge: 'now' }),
  ],
  'frame.language': [{ languageCode: 'zh_cn' }],
  'header.back': {},
  'header.button': [{ button: 'planSummary' }],
  'plansPage.reload': {},
  'xstate.done.actor.loadTarget': [{ output: ok(TARGET) }, { output: networkFailure }],
  'xstate.error.actor.loadTarget': { error: new Error('boom') },
} satisfies EventTable<typeof plansPageMachine>;

const stepData = (replay: Replay<Snap>) =>
  (replay.step.event as { type: string; origin?: string; data?: Record<string, unknown> }).data ?? {};
const trusted = (replay: Replay<Snap>) => (replay.step.event as { origin?: string }).origin === ORIGIN;
const effects = (replay: Replay<Snap>) => replay.effects.map((effect) => effect.type);

/** What every framed state promises about the step just taken. */
function checkFramed(s: Snap, replay: Replay<Snap>) {
  const view = plansPageToView(s);
  expect(view.url).toBe(TARGET.url);
  const event = replay.step.event;
  if (event.type === 'frame.message') {
    const data = stepData(replay);
    if (!trusted(replay) || (typeof data.toRecharge !== 'object' && 'toRecharge' in data)) {
      // spec 3 §3: only the configured origin's well-formed messages count.
      expect(effects(replay)).toEqual([]);
    } else if ('toRecharge' in data) expect(effects(replay)).toContain('openRecharge');
    else if ('managePhone' in data) expect(effects(replay)).toContain('openManagement');
    else if ('addMessage' in data) expect(effects(replay)).toContain('startChat');
    else if ('language' in data) expect(effects(replay)).toContain('postLanguage');
  }
  if (event.type === 'frame.language') expect(s.context.languageCode).toBe('zh_cn');
}

const checks = {
  loading: (_, replay) => expect(replay.running('loadTarget')).toBeDefined(),
  unavailable: (s) => expect(plansPageToView(s)).toMatchObject({ unavailable: true, url: null }),
  'framing.opening': (s, replay) => {
    checkFramed(s, replay);
    // No route yet: plain title, no back arrow, no buttons.
    expect(plansPageToView(s)).toMatchObject({ title: '', back: false, buttons: [] });
  },
  'framing.shown': (s, replay) => {
    checkFramed(s, replay);
    const view = plansPageToView(s);
    // spec 3 §2: the back arrow hides on the plans route; the buttons follow the route.
    if (s.context.route === 'plans') {
      expect(view).toMatchObject({
        title: 'Hosting plans',
        back: false,
        buttons: ['subscriptionHistory', 'orderHistory'],
      });
    } else {
      expect(view).toMatchObject({ title: 'Checkout', back: true, buttons: ['planSummary'] });
    }
    if (replay.previous?.matches({ framing: 'opening' })) {
      // The first route: the frame is told the language and handed the session.
      expect(effects(replay)).toEqual(expect.arrayContaining(['postLanguage', 'postSession']));
    }
    const attached = s.context.port !== null;
    if (replay.step.event.type === 'header.back') {
      expect(effects(replay)).toEqual(['postBack']);
      if (attached) expect(posted.at(-1)).toEqual({ back: true });
    }
    if (replay.step.event.type === 'header.button') {
      expect(effects(replay)).toEqual(['postButton']);
      if (attached) expect(posted.at(-1)).toEqual({ planSummary: true });
    }
  },
} satisfies Checks<typeof plansPageMachine>;

testModel({
  name: 'plansPage',
  machine: plansPageMachine,
  input: { platform: 'pingme' },
  events,
  checks,
  serialize: (s) => ({ port: s.context.port !== null, route: s.context.route, language: s.context.languageCode }),
});
