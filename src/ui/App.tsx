import { FluentProvider } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { selectActiveTab, selectRootView, selectTitleParts } from '../machines/shell/app/toView.ts';
import { pageTitle } from '../services/brand/index.ts';
import type { Tab } from '../services/brand/platforms.ts';
import type { CountryItem } from '../services/countries/index.ts';
// Not the i18n barrel: it also exports the source catalogues, which must stay out of the bundle.
import type { CataloguePart } from '../services/i18n/catalogue.ts';
import { catalogueStatus, loadCatalogue, loadedCatalogue, onCatalogueChange } from '../services/i18n/compiled.ts';
import type { Locale } from '../services/i18n/locale.ts';
import { type AppActor, AppActorContext, useAppActor } from './appContext.ts';
import { FRONT_PAGE_PARTS, MAIN_VIEW_PARTS, TAB_PARTS } from './catalogueParts.ts';
import { lazyNamed } from './common/lazyNamed.ts';
import { preloadableNamed } from './common/preloadableNamed.tsx';
import { useReleaseStaleModalHiding } from './common/useReleaseStaleModalHiding.ts';
import { useT } from './common/useT.ts';
import { CountriesContext } from './countries.tsx';
import { type AppUpdateActor, AppUpdateNotice } from './overlays/AppUpdateNotice.tsx';
import { ProgressOverlay } from './overlays/ProgressOverlay.tsx';
import { RootOverlays } from './overlays/RootOverlays.tsx';
import type { MobileSite } from './shell/DeviceNotice.tsx';
import { themeFor } from './theme.ts';

// The login view is a chunk of its own, so jiema's first screen (its front page) does not fetch it
// (issue 24 item 5); main.tsx fetches it beside the first messages when it is the first view.
const { load: loadLoginView, Component: LoginView } = preloadableNamed(
  () => import('./login/LoginView.tsx'),
  'LoginView',
);
// The logged-in shell and every area under it load after login (or at once in front-page mode):
// the login screen downloads none of them.
const loadMainView = () => import('./shell/MainView.tsx');
const MainView = lazyNamed(loadMainView, 'MainView');
// The notice to phone and tablet visitors (spec 1 §1) only they fetch (issue 24 item 5: a desktop
// visit's first screen carries none of it).
const DeviceNotice = lazyNamed(() => import('./shell/DeviceNotice.tsx'), 'DeviceNotice');
// The logged-out front page (spec 1 §2, spec 3 §6) is its own chunk too.
const loadFrontPageView = () => import('./frontPage/FrontPageView.tsx');
const FrontPageView = lazyNamed(loadFrontPageView, 'FrontPageView');

/**
 * The code of the first view, fetched by main.tsx in parallel with the first messages, so the
 * first render finds it: the login view's (the front page's chunk comes with its chart, which the
 * root loads; a stored session shows the login view while it is checked).
 */
export function loadFirstView(app: AppActor): Promise<unknown> {
  return selectRootView(app.getSnapshot()) === 'login' ? loadLoginView() : Promise.resolve();
}

/**
 * The parts of the messages the views show: the view on screen's and, logged in, those of every
 * tab shown so far (its area keeps running and may still put its texts in a root overlay), so a
 * language switch shows the new language once all of them have arrived (`catalogueParts.ts`).
 */
function useShownParts(app: AppActor): readonly CataloguePart[] {
  const view = useSelector(app, selectRootView);
  const tab = useSelector(app, selectActiveTab);
  const [shownTabs, setShownTabs] = useState<readonly Tab[]>([]);
  // Recorded while rendering (React's pattern for state derived from a change), before the effect loads.
  if (view === 'main' && !shownTabs.includes(tab)) setShownTabs([...shownTabs, tab]);
  return useMemo(() => {
    if (view === 'login') return ['start'];
    if (view === 'frontPage') return FRONT_PAGE_PARTS;
    const tabs = shownTabs.includes(tab) ? shownTabs : [...shownTabs, tab];
    return [...new Set([...MAIN_VIEW_PARTS, ...tabs.flatMap((shown) => TAB_PARTS[shown])])];
  }, [view, tab, shownTabs]);
}

/**
 * The language on screen and its messages. A language switch keeps the current language shown
 * until the new one's chunks (those the view on screen shows) have arrived (no blank flash); the
 * first language's start chunk is loaded by main.tsx before the first render. The views wait for
 * their other parts (`RootView`, `MainView`); the provider is given every part loaded so far.
 */
function useShownLanguage(locale: Locale, parts: readonly CataloguePart[]): Locale {
  const [shown, setShown] = useState(locale);
  useEffect(() => {
    let current = true;
    loadCatalogue(locale, parts).then(
      () => current && setShown(locale),
      // Offline: the current language stays; the next switch tries again.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [locale, parts]);
  return shown;
}

const useLoadedCatalogue = (locale: Locale) => useSyncExternalStore(onCatalogueChange, () => loadedCatalogue(locale));

/** The country list of the language on screen: empty until it arrives, the last one while the next loads. */
function useCountryList(
  countries: (locale: Locale) => Promise<readonly CountryItem[]>,
  locale: Locale,
): readonly CountryItem[] {
  const [list, setList] = useState<readonly CountryItem[]>([]);
  useEffect(() => {
    let current = true;
    countries(locale).then((loaded) => current && setList(loaded));
    return () => {
      current = false;
    };
  }, [countries, locale]);
  return list;
}

export interface AppProps {
  app: AppActor;
  /** The country list of a language, loaded once per language by the root. */
  countries(locale: Locale): Promise<readonly CountryItem[]>;
  showDeviceNotice: boolean;
  /** pingme's mobile site for a phone or tablet visitor who has not chosen to stay (spec 1 §1). */
  mobileSite?: MobileSite | null;
  /** The app-update chart, once started after the first paint (null: no service worker here). */
  appUpdates?: Promise<AppUpdateActor | null>;
}

const NO_UPDATES = Promise.resolve(null);

/** Providers (language, theme, root actor, country list) around the root view and overlays. */
export function App({ app, countries, showDeviceNotice, mobileSite = null, appUpdates = NO_UPDATES }: AppProps) {
  const locale = useShownLanguage(
    useSelector(app, (s) => s.context.locale),
    useShownParts(app),
  );
  const messages = useLoadedCatalogue(locale);
  const platform = useSelector(app, (s) => s.context.platform);
  const theme = useMemo(() => themeFor(platform), [platform]);
  const countryList = useCountryList(countries, locale);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} messages={messages}>
      <FluentProvider theme={theme}>
        <AppActorContext value={app}>
          <CountriesContext value={countryList}>
            <Suspense fallback={<ProgressOverlay />}>
              <PageTitle />
              <RootView />
              <RootOverlays />
              {showDeviceNotice && (
                // Its own boundary: the first screen shows while the notice's code arrives.
                <Suspense fallback={null}>
                  <DeviceNotice mobileSite={mobileSite} />
                </Suspense>
              )}
              <AppUpdateNotice updates={appUpdates} />
            </Suspense>
          </CountriesContext>
        </AppActorContext>
      </FluentProvider>
    </IntlProvider>
  );
}

/** The main container when logged in, else the front page or the login view (spec 1 §2 Root view). */
function RootView() {
  const app = useAppActor();
  const view = useSelector(app, selectRootView);
  // Whichever view replaces another under a closing dialog (logout, a payment's return to the plans page).
  useReleaseStaleModalHiding();
  // The main view and the front page wait for their parts of their language's messages (App loads
  // them); should they fail to load, they show anyway, with message ids where texts are missing.
  const { locale } = useIntl();
  const messages = useSyncExternalStore(onCatalogueChange, () =>
    catalogueStatus(locale as Locale, view === 'frontPage' ? FRONT_PAGE_PARTS : MAIN_VIEW_PARTS),
  );
  // Their code is fetched meanwhile, in parallel with the messages (a module is fetched once).
  useEffect(() => {
    // A failure shows where the view renders (its Suspense boundary).
    if (view === 'main') loadMainView().catch(() => {});
    if (view === 'frontPage') loadFrontPageView().catch(() => {});
  }, [view]);
  if (view === 'login')
    return (
      // Its own boundary: the overlays stay up while the view's code arrives.
      <Suspense fallback={<ProgressOverlay />}>
        <LoginView />
      </Suspense>
    );
  return messages === 'pending' ? (
    <ProgressOverlay />
  ) : (
    // Its own boundary: the overlays stay up while the view's code arrives.
    <Suspense fallback={<ProgressOverlay />}>{view === 'main' ? <MainView /> : <FrontPageView />}</Suspense>
  );
}

/** '{tab label} | {platform name}', with the unread count on chats (spec 1 §2). */
function PageTitle() {
  const app = useAppActor();
  const t = useT();
  const { tabLabelKey, platformName, unreadCount } = useSelector(app, selectTitleParts, shallowEqual);
  const title = tabLabelKey ? pageTitle(t(tabLabelKey), platformName, unreadCount) : platformName;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
