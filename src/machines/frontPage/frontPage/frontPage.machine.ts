/**
 * The logged-out front page (spec 1 §2 front-page modes, spec 3 §6), run by the root while nobody
 * is logged in on a brand and address that select a front page (`../app/frontPage.ts`):
 *
 * - `loadingCatalogue` — GET /getAppList (no token): the services and countries;
 * - `apps` — the app-list front page (`/applist`) starts on every service;
 * - `options` — the verification panel: a service, a country and the pool's free numbers of the
 *   public call (GET /getPublicCodePhoneList, no token, rate-limited by the server). Choosing a
 *   service or a country reads the numbers again.
 *
 * The get-number action is a link to the brand's external site (the brand table's
 * `getNumberSiteUrl`, spec 3 §6), so the chart holds no state for it. decision: the verification
 * panel starts on the catalogue's first service and country, so a visitor sees numbers at once.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import type {
  CatalogueResult,
  CodeCountryCode,
  FrontPageContext,
  FrontPageEvent,
  FrontPageInput,
  PublicOptionsResult,
} from './types.ts';

/** A catalogue with at least one service and one country (an empty one is shown as failed). */
function usable(result: CatalogueResult): boolean {
  return result.ok && result.data.apps.length > 0 && result.data.countries.length > 0;
}

export const frontPageMachine = setup({
  types: {
    context: {} as FrontPageContext,
    events: {} as FrontPageEvent,
    input: {} as FrontPageInput,
  },
  actors: {
    /** GET /getAppList. */
    loadCatalogue: notProvided<CatalogueResult>('loadCatalogue'),
    /** GET /getPublicCodePhoneList {app, code}. */
    loadOptions: notProvided<PublicOptionsResult, { app: string; code: CodeCountryCode }>('loadOptions'),
  },
  actions: {
    storeCatalogue: assign((_, result: CatalogueResult) =>
      result.ok ? { apps: result.data.apps, countries: result.data.countries } : {},
    ),
    chooseFirstService: assign(({ context }) => ({
      app: context.apps[0]?.app ?? null,
      country: context.countries[0]?.code ?? null,
    })),
    /** The country stays when the service changes (the catalogue's first at first). */
    storeService: assign(({ context }, params: { app: string }) => ({
      app: params.app,
      country: context.country ?? context.countries[0]?.code ?? null,
      options: [],
    })),
    storeCountry: assign((_, params: { code: CodeCountryCode }) => ({ country: params.code, options: [] })),
    storeOptions: assign((_, result: PublicOptionsResult) => ({ options: result.ok ? result.data : [] })),
    storeSearch: assign((_, params: { search: string }) => ({ search: params.search })),
  },
  guards: {
    catalogueUsable: (_, result: CatalogueResult) => usable(result),
    /** The app-list front page starts on every service. */
    catalogueForAppList: ({ context }, result: CatalogueResult) => context.mode === 'appList' && usable(result),
    answerOk: (_, result: PublicOptionsResult) => result.ok,
    appListMode: ({ context }) => context.mode === 'appList',
    knownService: ({ context }, params: { app: string }) => context.apps.some((entry) => entry.app === params.app),
    knownCountry: ({ context }, params: { code: CodeCountryCode }) =>
      context.countries.some((entry) => entry.code === params.code),
  },
}).createMachine({
  id: 'frontPage',
  description:
    'The logged-out front page: the verification panel with the public number list, or the app-list front page.',
  context: ({ input }) => ({
    platform: input.platform,
    mode: input.mode,
    apps: [],
    countries: [],
    search: '',
    app: null,
    country: null,
    options: [],
  }),
  on: {
    'search.change': { actions: { type: 'storeSearch', params: eventOf } },
  },
  initial: 'loadingCatalogue',
  states: {
    loadingCatalogue: {
      description: 'GET /getAppList (no token): the services and countries.',
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        onDone: [
          {
            guard: { type: 'catalogueForAppList', params: outputOf },
            target: 'apps',
            actions: { type: 'storeCatalogue', params: outputOf },
          },
          {
            guard: { type: 'catalogueUsable', params: outputOf },
            target: 'options',
            actions: [{ type: 'storeCatalogue', params: outputOf }, 'chooseFirstService'],
          },
          { target: 'catalogueFailed' },
        ],
        onError: { target: 'catalogueFailed' },
      },
    },
    catalogueFailed: {
      description: 'The catalogue could not be read (its failure was routed, or it was empty); Retry reads it again.',
      on: { retry: 'loadingCatalogue' },
    },
    apps: {
      description: 'The app-list front page (/applist): every service, searchable; one leads to its numbers.',
      on: {
        'service.select': {
          guard: { type: 'knownService', params: eventOf },
          target: 'options',
          actions: { type: 'storeService', params: eventOf },
        },
      },
    },
    options: {
      description: 'The verification panel: a service, a country and the free numbers of the public call.',
      on: {
        'service.select': {
          guard: { type: 'knownService', params: eventOf },
          target: '.loading',
          reenter: true,
          actions: { type: 'storeService', params: eventOf },
        },
        'country.select': {
          guard: { type: 'knownCountry', params: eventOf },
          target: '.loading',
          reenter: true,
          actions: { type: 'storeCountry', params: eventOf },
        },
        'apps.show': { guard: 'appListMode', target: 'apps' },
      },
      initial: 'loading',
      states: {
        loading: {
          description: 'GET /getPublicCodePhoneList {app, code} (no token, rate-limited per address).',
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            // Entered only with a service and a country chosen (the catalogue is never empty here).
            input: ({ context }) => ({ app: context.app ?? '', code: context.country ?? 'US' }),
            onDone: [
              {
                guard: { type: 'answerOk', params: outputOf },
                target: 'shown',
                actions: { type: 'storeOptions', params: outputOf },
              },
              { target: 'failed' },
            ],
            onError: { target: 'failed' },
          },
        },
        shown: {
          description: 'The free numbers (none: "no number available now"); each links to the external site.',
        },
        failed: {
          description: 'The numbers could not be read (routed once: e.g. the rate limit); Retry reads them again.',
          on: { retry: 'loading' },
        },
      },
    },
  },
});

export type FrontPageMachine = typeof frontPageMachine;
