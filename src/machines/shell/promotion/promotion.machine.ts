/**
 * The banner ad and the app-download dialog (spec 1 §2).
 *
 * `banner`: the ad configuration is loaded once, when the main view first shows (`banner.wanted`:
 * the banner never shows on the login screen, which so makes no API call and needs none of the
 * API's code; issue 8 item 21) — GET /getAdConfig; a brand without a banner in the brand table
 * asks nothing and gets none. It carries the picture of each language, so a language
 * switch needs no new request. Which tabs
 * show it comes from the brand table (the shell asks `brand.bannerFor(tab)`). A click leads where
 * the configuration says: the numbers tab's TMO section — the US cell-phone plan of Number
 * Management, scrolled to and focused (pingme, wetalk; issue 22 item 8) — or the app-download
 * dialog (wephone).
 *
 * `appDownload`: the dialog, opened by a wephone banner click or by the tab bar's app button on
 * every brand, closed by Done / close.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import { SYSTEM_ID, tell } from '../../shared/address.ts';
import type { BannerAd, LoadBannerInput, PromotionContext, PromotionEvent, PromotionInput } from './types.ts';

/** Placeholder for the injected call; the root provides `promotionActors(api)`. */
const loadBannerNotProvided = fromPromise<BannerAd | null, LoadBannerInput>(async () => {
  throw new Error('promotion: the `loadBanner` actor must be provided (promotion.actors.ts)');
});

export const promotionMachine = setup({
  types: {
    context: {} as PromotionContext,
    events: {} as PromotionEvent,
    input: {} as PromotionInput,
  },
  actors: { loadBanner: loadBannerNotProvided },
  guards: {
    bannerAnswered: (_, banner: BannerAd | null) => banner !== null,
    opensAppDownload: ({ context }) => context.banner?.target === 'appDownload',
  },
  actions: {
    storeBanner: assign({ banner: (_, banner: BannerAd | null) => banner }),
    openAppDownload: raise({ type: 'appDownload.open' }),
    /** Asks the root (by systemId, like every chart) for the numbers tab's TMO section (spec 1 §2). */
    showNumbersTab: ({ system }) => tell(system, SYSTEM_ID.app, { type: 'cellPlan.open' }),
  },
}).createMachine({
  id: 'promotion',
  description: 'The banner ad and the app-download dialog.',
  type: 'parallel',
  context: ({ input }) => ({ platform: input.platform, banner: null }),
  states: {
    banner: {
      description: 'The banner ad of the brand, loaded once (spec 1 §2 Banner ad).',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Nothing is asked until the main view (where the banner shows) first shows.',
          on: { 'banner.wanted': 'loading' },
        },
        loading: {
          description: 'GET /getAdConfig is under way; no banner shows yet.',
          invoke: {
            id: 'loadBanner',
            src: 'loadBanner',
            input: ({ context }) => ({ platform: context.platform }),
            onDone: [
              {
                guard: { type: 'bannerAnswered', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'storeBanner', params: ({ event }) => event.output },
              },
              { target: 'none' },
            ],
            // The banner is optional (spec 1 §2): a failed load shows none.
            onError: 'none',
          },
        },
        shown: {
          description: 'The banner is known and shows on the tabs the brand table names.',
          on: {
            'banner.click': [{ guard: 'opensAppDownload', actions: 'openAppDownload' }, { actions: 'showNumbersTab' }],
          },
        },
        none: { description: 'No banner: the brand has none, the server offered none, or the load failed.' },
      },
    },
    appDownload: {
      description: 'The app-download dialog (spec 1 §2).',
      initial: 'closed',
      states: {
        closed: {
          description: 'The app-download dialog is not shown.',
          on: { 'appDownload.open': 'open' },
        },
        open: {
          description: "The app-download dialog shows the brand's QR codes (spec 1 §2).",
          on: { 'appDownload.close': 'closed' },
        },
      },
    },
  },
});

export type PromotionMachine = typeof promotionMachine;
