/**
 * The logged-out front page (spec 1 §2 front-page modes, spec 3 §6): the catalogue, the app-list
 * front page, the verification panel with the public number list, its reloads on a service or
 * country choice, and the get-number links to the brand's external site.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { frontPageMachine } from '../../src/machines/frontPage/frontPage/frontPage.machine.ts';
import { selectFrontPage } from '../../src/machines/frontPage/frontPage/toView.ts';
import type { FrontPageInput } from '../../src/machines/frontPage/frontPage/types.ts';
import { RETCODE } from '../../src/services/api/contract/retcodes.ts';
import { networkFailure, ok, refused } from '../support/apiResults.ts';
import { type Checks, type EventTable, type Replay, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof frontPageMachine>;

const CATALOGUE = {
  apps: [
    { app: 'whatsapp', name: 'WhatsApp' },
    { app: 'telegram', name: 'Telegram' },
  ],
  countries: [
    { code: 'US' as const, name: 'United States', telCode: '1' },
    { code: 'GB' as const, name: 'United Kingdom', telCode: '44' },
  ],
};
const OPTION = {
  phone: '2025550147',
  telCode: '1',
  fullNumber: '12025550147',
  tip: 'Free',
  canGetNumber: true,
  numberType: 1 as const,
};

const VERIFICATION: FrontPageInput = { platform: 'jiema', mode: 'verification' };
const APP_LIST: FrontPageInput = { platform: 'pingme', mode: 'appList' };

const events = {
  retry: {},
  'search.change': (s) => (s.context.search === '' ? [{ search: 'tele' }] : []),
  'service.select': (s) => (s.context.app === 'telegram' ? [] : [{ app: 'telegram' }, { app: 'nonsense' }]),
  'country.select': (s) => (s.context.country === 'GB' ? [] : [{ code: 'GB' as const }]),
  'apps.show': {},
  'xstate.done.actor.loadCatalogue': [
    { output: ok(CATALOGUE) },
    { output: ok({ apps: [], countries: CATALOGUE.countries }) },
    { output: networkFailure },
  ],
  'xstate.error.actor.loadCatalogue': { error: new Error('boom') },
  'xstate.done.actor.loadOptions': [
    { output: ok([OPTION, { ...OPTION, fullNumber: '12025550148', phone: '2025550148', canGetNumber: false }]) },
    { output: ok([]) },
    // spec 1 §8: a kick code here was already routed (and ignored on the front page) by the API layer.
    { output: refused(RETCODE.TOKEN_EXPIRED) },
  ],
  'xstate.error.actor.loadOptions': { error: new Error('boom') },
} satisfies EventTable<typeof frontPageMachine>;

const stepType = (replay: Replay<Snapshot>) => replay.step.event.type;

const checks = {
  loadingCatalogue: (s, replay) => {
    expect(selectFrontPage(s).stage).toBe('loading');
    expect(replay.running('loadCatalogue')).toBeDefined();
  },
  catalogueFailed: (s) => expect(selectFrontPage(s).stage).toBe('failed'),
  apps: (s) => {
    // spec 1 §2: /applist starts on the services; the search narrows them.
    const view = selectFrontPage(s);
    expect(view.mode).toBe('appList');
    expect(view.stage).toBe('apps');
    expect(view.apps.map((app) => app.app)).toEqual(s.context.search === '' ? ['whatsapp', 'telegram'] : ['telegram']);
  },
  'options.loading': (s, replay) => {
    const view = selectFrontPage(s);
    expect([view.stage, view.numbers]).toEqual(['options', 'loading']);
    // spec 3 §6: the public call, for the chosen service and country (the first ones at first).
    expect(replay.running('loadOptions')?.input).toEqual({ app: s.context.app, code: s.context.country });
    if (stepType(replay) === 'xstate.done.actor.loadCatalogue')
      expect(replay.running('loadOptions')?.input).toEqual({ app: 'whatsapp', code: 'US' });
    if (stepType(replay) === 'country.select') expect(s.context.country).toBe('GB');
    // Nothing of the previous choice stays on screen.
    expect(view.options).toEqual([]);
  },
  'options.shown': (s) => {
    const view = selectFrontPage(s);
    expect(view.numbers).toBe('shown');
    for (const option of view.options) {
      // spec 3 §6: get number opens the brand's external site (brand table), with the service and number.
      const site = s.context.platform === 'jiema' ? 'https://www.jiema.app' : 'https://www.pingmeapp.net';
      expect(option.getNumberHref).toBe(
        option.fullNumber === OPTION.fullNumber
          ? `${site}/get-number?app=${s.context.app}&number=${option.fullNumber}`
          : null,
      );
    }
    if (view.options.length > 0) expect(view.options[0]?.label).toBe('+1 2025550147');
  },
  'options.failed': (s) => expect(selectFrontPage(s).numbers).toBe('failed'),
} satisfies Checks<typeof frontPageMachine>;

testModel({
  name: 'frontPage',
  machine: frontPageMachine,
  inputs: [VERIFICATION, APP_LIST],
  events,
  checks,
  serialize: (snapshot) => ({
    mode: snapshot.context.mode,
    search: snapshot.context.search,
    app: snapshot.context.app,
    country: snapshot.context.country,
    options: snapshot.context.options.length,
  }),
});
