import { FluentProvider } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { selectRootView, selectTitleParts } from '../machines/app/toView.ts';
import type { CountryItem } from '../services/api/contract/index.ts';
import { pageTitle } from '../services/brand/index.ts';
import { type Locale, messagesFor } from '../services/i18n/index.ts';
import { type AppActor, AppActorContext, useAppActor } from './appContext.ts';
import { CountriesContext } from './countries.tsx';
import { LoginView } from './login/LoginView.tsx';
import { ProgressOverlay } from './overlays/ProgressOverlay.tsx';
import { RootOverlays } from './overlays/RootOverlays.tsx';
import { DeviceNotice } from './shell/DeviceNotice.tsx';
import { MainView } from './shell/MainView.tsx';
import { themeFor } from './theme.ts';

export interface AppProps {
  app: AppActor;
  /** The country list of a language, loaded once per language by the root. */
  countries(locale: Locale): Promise<readonly CountryItem[]>;
  showDeviceNotice: boolean;
}

/** Providers (language, theme, root actor, country list) around the root view and overlays. */
export function App({ app, countries, showDeviceNotice }: AppProps) {
  const locale = useSelector(app, (s) => s.context.locale);
  const platform = useSelector(app, (s) => s.context.platform);
  const theme = useMemo(() => themeFor(platform), [platform]);
  const countryList = useMemo(() => countries(locale), [countries, locale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <FluentProvider theme={theme}>
        <AppActorContext value={app}>
          <CountriesContext value={countryList}>
            <Suspense fallback={<ProgressOverlay />}>
              <PageTitle />
              <RootView />
              <RootOverlays />
              {showDeviceNotice && <DeviceNotice />}
            </Suspense>
          </CountriesContext>
        </AppActorContext>
      </FluentProvider>
    </IntlProvider>
  );
}

/** Login view when logged out, else (or in front-page mode) the main container (spec 1 §2 Root view). */
function RootView() {
  const app = useAppActor();
  return useSelector(app, selectRootView) === 'main' ? <MainView /> : <LoginView />;
}

/** '{tab label} | {platform name}', with the unread count on chats (spec 1 §2). */
function PageTitle() {
  const app = useAppActor();
  const intl = useIntl();
  const { tabLabelKey, platformName, unreadCount } = useSelector(app, selectTitleParts, shallowEqual);
  const title = tabLabelKey
    ? pageTitle(intl.formatMessage({ id: tabLabelKey }), platformName, unreadCount)
    : platformName;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
