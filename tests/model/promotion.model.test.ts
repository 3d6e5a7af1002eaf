/**
 * The promotion chart (spec 1 §2 Banner ad, App-download dialog), walked for a brand with a
 * banner and one without; then what the shell reads of it, and what the root is asked.
 */
import { describe, expect, it } from 'vitest';
import {
  type ActorRefFrom,
  createActor,
  type EventObject,
  fromPromise,
  type SnapshotFrom,
  setup,
  waitFor,
} from 'xstate';
import { SYSTEM_ID } from '../../src/machines/shared/address.ts';
import { buildBannerAd, promotionActors } from '../../src/machines/shell/promotion/promotion.actors.ts';
import { promotionMachine } from '../../src/machines/shell/promotion/promotion.machine.ts';
import { selectAppDownloadOpen, selectBanner } from '../../src/machines/shell/promotion/toView.ts';
import type { BannerAd, LoadBannerInput } from '../../src/machines/shell/promotion/types.ts';
import { networkFailure, ok } from '../support/apiResults.ts';
import { type Checks, type EventTable, testModel } from '../support/model.ts';

type Snapshot = SnapshotFrom<typeof promotionMachine>;

const NUMBERS_BANNER: BannerAd = {
  target: 'numbers',
  imageUrl: { en: 'http://x.test/data/banners/pingme-en.svg', 'zh-CN': 'http://x.test/data/banners/pingme-zh.svg' },
  screen: null,
};
const APP_BANNER: BannerAd = {
  target: 'appDownload',
  imageUrl: { en: 'http://x.test/data/banners/wephone-en.svg', 'zh-CN': 'http://x.test/data/banners/wephone-zh.svg' },
  screen: null,
};

/** The rest of an ad configuration without a screen banner (the pay-back address is the payments'). */
const NO_SCREEN_BANNER = {
  bannerAdsPictureUrl: '',
  bannerAdsPictureUrlCn: '',
  bannerAdsRedirectUrl: '',
  bannerAdsRedirectUrlCn: '',
  payBackUrl: null,
};

const events = {
  'banner.wanted': {},
  'banner.click': {},
  'appDownload.open': {},
  'appDownload.close': {},
  'xstate.done.actor.loadBanner': [{ output: NUMBERS_BANNER }, { output: APP_BANNER }, { output: null }],
  'xstate.error.actor.loadBanner': { error: new Error('boom') },
} satisfies EventTable<typeof promotionMachine>;

function noBannerShows(snapshot: Snapshot) {
  for (const tab of ['chats', 'verification', 'numbers', 'contacts', 'account'] as const) {
    expect(selectBanner(snapshot, tab, 'en')).toBeNull();
  }
}

const checks = {
  'banner.waiting': (snapshot, replay) => {
    // Nothing is asked before the main view shows (the login screen makes no API call).
    expect(replay.running('loadBanner')).toBeUndefined();
    noBannerShows(snapshot);
  },
  'banner.loading': (snapshot, replay) => {
    expect(replay.running('loadBanner')?.input).toEqual({ platform: snapshot.context.platform });
    noBannerShows(snapshot);
  },
  'banner.shown': (snapshot, replay) => {
    const banner = snapshot.context.banner;
    expect(banner).not.toBeNull();
    // A click on a numbers banner asks the parent for the numbers tab, and opens nothing.
    if (replay.step.event.type === 'banner.click' && banner?.target === 'numbers') {
      expect(replay.effects.map((effect) => effect.type)).toContain('showNumbersTab');
      expect(selectAppDownloadOpen(snapshot)).toBe(replay.previous ? selectAppDownloadOpen(replay.previous) : false);
    }
    if (replay.step.event.type === 'banner.click' && banner?.target === 'appDownload') {
      expect(replay.effects.map((effect) => effect.type)).not.toContain('showNumbersTab');
      expect(selectAppDownloadOpen(snapshot)).toBe(true);
    }
  },
  'banner.none': (snapshot, replay) => {
    expect(replay.running('loadBanner')).toBeUndefined();
    noBannerShows(snapshot);
  },
  'appDownload.closed': (snapshot) => expect(selectAppDownloadOpen(snapshot)).toBe(false),
  'appDownload.open': (snapshot) => expect(selectAppDownloadOpen(snapshot)).toBe(true),
} satisfies Checks<typeof promotionMachine>;

testModel({
  name: 'promotion',
  machine: promotionMachine,
  input: { platform: 'pingme' },
  simplePaths: true,
  events,
  checks,
  // Walked on its own, nobody answers to `app` and the request goes nowhere; what the root is
  // told is checked below, under a recording root.
  serialize: (snapshot) => ({ target: snapshot.context.banner?.target ?? null }),
});

describe('what the shell shows (spec 1 §2 Banner ad)', () => {
  async function loaded(platform: 'pingme' | 'wephone' | 'wetalk', banner: BannerAd) {
    const machine = promotionMachine.provide({
      actors: { loadBanner: fromPromise<BannerAd | null, LoadBannerInput>(async () => banner) },
    });
    const actor = createActor(machine, { input: { platform } }).start();
    actor.send({ type: 'banner.wanted' });
    return waitFor(actor, (s) => s.matches({ banner: 'shown' }));
  }

  it.each([
    // pingme's verification tab shows New Code's own banner instead (spec 3 §2, screenBanner).
    ['pingme', NUMBERS_BANNER, ['numbers']],
    ['wephone', APP_BANNER, ['verification', 'numbers', 'contacts', 'account']],
    ['wetalk', NUMBERS_BANNER, ['numbers']],
  ] as const)('%s shows it on %j only, with the picture of the language', async (platform, banner, tabs) => {
    const snapshot = await loaded(platform, banner);
    for (const tab of ['chats', 'verification', 'numbers', 'contacts', 'account'] as const) {
      const shown = selectBanner(snapshot, tab, 'zh-CN');
      expect(shown).toEqual(
        (tabs as readonly string[]).includes(tab)
          ? { imageUrl: banner.imageUrl['zh-CN'], target: banner.target }
          : null,
      );
    }
  });

  it('a numbers banner asks the root (systemId app) for the numbers tab', async () => {
    const told: EventObject[] = [];
    const parent = setup({
      actors: {
        promotion: promotionMachine.provide({
          actors: { loadBanner: fromPromise<BannerAd | null, LoadBannerInput>(async () => NUMBERS_BANNER) },
        }),
      },
    }).createMachine({
      invoke: { id: 'promotion', src: 'promotion', input: { platform: 'wetalk' } },
      on: { '*': { actions: ({ event }) => told.push(event) } },
    });
    const root = createActor(parent, { systemId: SYSTEM_ID.app }).start();
    const child = root.getSnapshot().children.promotion as ActorRefFrom<typeof promotionMachine>;
    child.send({ type: 'banner.wanted' });
    await waitFor(child, (s) => s.matches({ banner: 'shown' }));
    child.send({ type: 'banner.click' });
    // spec 1 §2: the numbers tab's TMO section (the US cell-phone plan), not only the tab.
    expect(told).toEqual([{ type: 'cellPlan.open' }]);
  });
});

describe('loading the ad configuration', () => {
  it('builds absolute pictures per UI language from the first banner', () => {
    const wire = {
      banners: [
        {
          target: 'numbers' as const,
          images: { en: '/data/banners/pingme-en.svg', zh_cn: '/data/banners/pingme-zh.svg' },
        },
      ],
      ...NO_SCREEN_BANNER,
    };
    expect(buildBannerAd(wire, 'https://api.example.com')).toEqual({
      target: 'numbers',
      imageUrl: {
        en: 'https://api.example.com/data/banners/pingme-en.svg',
        'zh-CN': 'https://api.example.com/data/banners/pingme-zh.svg',
      },
      screen: null,
    });
    expect(buildBannerAd({ banners: [], ...NO_SCREEN_BANNER }, 'https://api.example.com')).toBeNull();
  });

  it("a screen's banner (spec 3 §3 bannerAds…): picture and redirect address per language", () => {
    const wire = {
      banners: [{ target: 'numbers' as const, images: { en: '/a-en.svg', zh_cn: '/a-zh.svg' } }],
      bannerAdsPictureUrl: '/data/banners/pingme-en.svg',
      bannerAdsPictureUrlCn: '/data/banners/pingme-zh.svg',
      bannerAdsRedirectUrl: 'https://www.pingme.tel/verification-codes',
      bannerAdsRedirectUrlCn: 'https://www.pingme.tel/zh/verification-codes',
      payBackUrl: null,
    };
    expect(buildBannerAd(wire, 'https://api.example.com')?.screen).toEqual({
      imageUrl: {
        en: 'https://api.example.com/data/banners/pingme-en.svg',
        'zh-CN': 'https://api.example.com/data/banners/pingme-zh.svg',
      },
      href: {
        en: 'https://www.pingme.tel/verification-codes',
        'zh-CN': 'https://www.pingme.tel/zh/verification-codes',
      },
    });
  });

  it('a brand without a banner does not ask (spec 1 §2)', async () => {
    let asked = 0;
    const { loadBanner } = promotionActors(
      {
        getAdConfig: async () => {
          asked += 1;
          return ok({ banners: [], ...NO_SCREEN_BANNER });
        },
      },
      () => 'https://api.example.com',
    );
    for (const platform of ['wetalkpro', 'jiema', 'cloudnumber'] as const) {
      const actor = createActor(loadBanner, { input: { platform } }).start();
      await expect(waitFor(actor, (s) => s.status === 'done')).resolves.toMatchObject({ output: null });
    }
    expect(asked).toBe(0);
  });

  it('a refused or failed load is no banner', async () => {
    const { loadBanner } = promotionActors(
      { getAdConfig: async () => networkFailure },
      () => 'https://api.example.com',
    );
    const actor = createActor(loadBanner, { input: { platform: 'pingme' } }).start();
    await expect(waitFor(actor, (s) => s.status === 'done')).resolves.toMatchObject({ output: null });
    const answered = promotionActors(
      {
        getAdConfig: async () =>
          ok({ banners: [{ target: 'appDownload', images: { en: '/a.svg', zh_cn: '/b.svg' } }], ...NO_SCREEN_BANNER }),
      },
      () => 'https://api.example.com',
    );
    const second = createActor(answered.loadBanner, { input: { platform: 'wephone' } }).start();
    await expect(waitFor(second, (s) => s.status === 'done')).resolves.toMatchObject({
      output: { target: 'appDownload', imageUrl: { en: 'https://api.example.com/a.svg' } },
    });
  });
});
