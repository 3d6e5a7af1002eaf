/**
 * The composition root: the only place that knows every service. It resolves the brand and the
 * language from the page address, builds the API, storage and socket services, provides them to
 * the root chart as actors, and renders the views.
 */
import { createRoot } from 'react-dom/client';
import { createIntl } from 'react-intl';
import { createActor } from 'xstate';
import { SYSTEM_ID, tell } from './machines/shared/address.ts';
import { rootActions, rootActors } from './machines/shell/app/app.actors.ts';
import { appMachine } from './machines/shell/app/app.machine.ts';
import type { CountryItem } from './services/api/contract/index.ts';
import { apiBase, createApi } from './services/api/index.ts';
import { privateImages } from './services/api/privateImages.ts';
import { brand, resolveLocale, resolvePlatform } from './services/brand/index.ts';
import { loadCountryList, suggestTelCode } from './services/countries/index.ts';
import { deviceKind, longTimerClock } from './services/device/index.ts';
import type { MessageKey } from './services/i18n/catalogue.ts';
// Not the i18n barrel: it also exports the source catalogues, which must stay out of the bundle.
import { loadCatalogue, loadedCatalogue } from './services/i18n/compiled.ts';
import { LANGUAGE_CODE_OF, type Locale } from './services/i18n/locale.ts';
import { linkManifest } from './services/pwa/linkManifest.ts';
// Not the socket barrel: the link's code loads when the socket first opens, after login.
import { lazySocketLink } from './services/socket/lazySocketLink.ts';
import { desktopSiteChoice } from './services/storage/desktopSiteChoice.ts';
// Not the storage barrel: it also brings the chats' history, whose code loads after login.
import { lazyChatHistory } from './services/storage/lazyChatHistory.ts';
import { localeChoice } from './services/storage/localeChoice.ts';
import { createSessionStore } from './services/storage/sessionStore.ts';
import { App, loadFirstView } from './ui/App.tsx';
import type { AppUpdateActor } from './ui/overlays/AppUpdateNotice.tsx';

const platform = resolvePlatform(window.location, import.meta.env.VITE_PLATFORM);
const theBrand = brand(platform);
const device = deviceKind(navigator.userAgent, navigator.maxTouchPoints);

/**
 * The app-update chart with its service worker (issue 24 item 1; docs/pwa.md). Both load a few
 * seconds after the page has loaded and painted, so they never compete with the first screen's own
 * requests and neither Workbox's window code nor the chart is part of the first screen's download
 * (docs/delivery.md: the login screen's 150 KB). Only built apps have a worker (`npm run dev`
 * serves none).
 */
const WORKER_REGISTRATION_DELAY_MS = 3_000;

start();

function startAppUpdates(): Promise<AppUpdateActor | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(null);
  const loaded = new Promise<void>((resolve) =>
    document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true }),
  );
  const settled = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, WORKER_REGISTRATION_DELAY_MS)));
  return loaded
    .then(settled)
    .then(() =>
      Promise.all([
        import('./machines/shell/appUpdate/appUpdate.machine.ts'),
        import('./services/pwa/serviceWorkerLink.ts'),
      ]),
    )
    .then(([{ appUpdateMachine }, { serviceWorkerLink }]) =>
      createActor(
        appUpdateMachine.provide({
          actors: { worker: serviceWorkerLink },
          actions: { reloadPage: () => window.location.reload() },
        }),
      ).start(),
    );
}

function start() {
  const base = apiBase();
  const path = window.location.pathname;
  const chosenLocale = localeChoice(platform);
  let locale: Locale = resolveLocale(platform, window.location.search, navigator.languages, chosenLocale.read());

  // Loaded once per language; a failed load leaves the pickers accepting typed codes only.
  const countryLists = new Map<Locale, Promise<CountryItem[]>>();
  const countries = (of: Locale) => {
    const list =
      countryLists.get(of) ??
      loadCountryList(of, { base }).then((result) =>
        result.ok ? result.data.map((item) => ({ ...item, flag: new URL(item.flag, base).href })) : [],
      );
    countryLists.set(of, list);
    return list;
  };

  // spec 1 §8: storage overflowed and was cleared — the translated alert.
  const storageOverflowed = () =>
    tell(app.system, SYSTEM_ID.overlays, { type: 'alert.show', notice: { messageKey: 'error.storageOverflow' } });
  const store = createSessionStore({
    platform,
    onOverflow: storageOverflowed,
    suggestTelCode: () => suggestTelCode(platform, navigator.languages, () => countries(locale)),
  });
  const languageCode = () => LANGUAGE_CODE_OF(locale, platform);
  const api = createApi({
    base,
    platform,
    getToken: () => store.getToken(),
    getLanguageCode: languageCode,
    // spec 1 §8: every refused HTTP call is routed once, here at the boundary that made it.
    onFailure: (failure) => tell(app.system, SYSTEM_ID.overlays, { type: 'failure.route', ...failure }),
  });

  const services = {
    api,
    store,
    socket: lazySocketLink({ url: base, platform, getToken: () => store.getToken(), getLanguageCode: languageCode }),
    history: lazyChatHistory({ platform, owner: () => store.historyOwner(), onOverflow: storageOverflowed }),
    page: window,
    clipboard: navigator.clipboard,
    privateImages: privateImages(base, () => store.getToken()),
    // The language on screen is loaded (App shows nothing before it is).
    translate: (key: MessageKey, values?: Record<string, string | number>) =>
      createIntl({ locale, messages: loadedCatalogue(locale) ?? {} }).formatMessage({ id: key }, values),
  };

  const app = createActor(appMachine.provide({ actors: rootActors(services), actions: rootActions(services) }), {
    systemId: SYSTEM_ID.app,
    // The month-turn timers (spec 1 §4) wait up to 31 days, longer than a browser's setTimeout.
    clock: longTimerClock(),
    input: {
      platform,
      locale,
      // spec 1 §2: the page path selects the front-page modes.
      frontPage: path.includes('/frontpage'),
      appList: path.includes('/applist'),
    },
  });
  app.subscribe((snapshot) => {
    // A toggled language is kept for the next visit (issue 8); brands without a toggle keep nothing.
    if (snapshot.context.locale !== locale) chosenLocale.remember(snapshot.context.locale);
    locale = snapshot.context.locale;
  });
  app.start();

  // issue 24: the installable app of this brand (its manifest, icons and colour).
  linkManifest(document, platform);
  const appUpdates = startAppUpdates();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // Both start now, in parallel; the login renders without waiting for the country list.
  countries(locale);
  // spec 1 §1: pingme sends mobile and tablet visitors to its mobile site — after a notice that
  // lets them stay on this one, a choice kept for their next visits (issue 22 item 8).
  const desktopSite = desktopSiteChoice(platform);
  const mobileSiteUrl = device === 'desktop' || desktopSite.read() ? null : theBrand.mobileSiteUrl;
  const mobileSite = mobileSiteUrl
    ? { go: () => window.location.replace(mobileSiteUrl), stay: () => desktopSite.remember() }
    : null;
  // Having chosen this site on this device, the visitor is not told again to use another.
  const showDeviceNotice = device !== 'desktop' && !(theBrand.mobileSiteUrl && desktopSite.read());
  const render = () =>
    createRoot(root).render(
      <App
        app={app}
        countries={countries}
        showDeviceNotice={showDeviceNotice}
        mobileSite={mobileSite}
        appUpdates={appUpdates}
      />,
    );
  // The first screen waits for its language's messages and the login view's code (two small chunks,
  // fetched at once, in parallel); should one fail to load, the app still renders, showing message
  // ids rather than nothing, or the login view's own boundary.
  Promise.all([loadCatalogue(locale), loadFirstView(app)]).then(render, render);
}
