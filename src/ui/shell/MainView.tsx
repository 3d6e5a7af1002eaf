import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import {
  selectActiveTab,
  selectCodeWaitTab,
  selectHelpHref,
  selectLanguageToggleShown,
  selectLocale,
  selectPromotionRef,
  selectSessionRef,
  selectTabBarShown,
  selectVerificationTool,
  selectVisibleTabs,
  selectWindowRef,
} from '../../machines/shell/app/toView.ts';
import { selectWindowOffline } from '../../machines/shell/window/toView.ts';
import { brand } from '../../services/brand/index.ts';
import type { Tab } from '../../services/brand/platforms.ts';
// Not the i18n barrel: it also exports the source catalogues, which must stay out of the bundle.
import { catalogueStatus, onCatalogueChange } from '../../services/i18n/compiled.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { useAppActor } from '../appContext.ts';
import { TAB_PARTS } from '../catalogueParts.ts';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useT } from '../common/useT.ts';
import { ProfileGateNotice } from '../overlays/ProfileGateNotice.tsx';
import { AccountSummary } from './AccountSummary.tsx';
import { AppDownloadDialog } from './AppDownloadDialog.tsx';
import { BannerAd } from './BannerAd.tsx';
import { EmptyPanel } from './EmptyPanel.tsx';
import { KeyboardShortcuts } from './KeyboardShortcuts.tsx';
import { TabBar } from './TabBar.tsx';

// Each area's views are their own chunk, loaded when its tab is first shown.
const ChatsPanel = lazyNamed(() => import('../chats/ChatsPanel.tsx'), 'ChatsPanel');
const ContactsPanel = lazyNamed(() => import('../contacts/ContactsPanel.tsx'), 'ContactsPanel');
const loadNumbersPanel = () => import('../numbers/NumbersPanel.tsx');
const NumbersPanel = lazyNamed(loadNumbersPanel, 'NumbersPanel');
const loadJiemaPanel = () => import('../jiema/JiemaPanel.tsx');
const JiemaPanel = lazyNamed(loadJiemaPanel, 'JiemaPanel');
const loadVerificationPanel = () => import('../verificationCodes/VerificationPanel.tsx');
const VerificationPanel = lazyNamed(loadVerificationPanel, 'VerificationPanel');
const loadAccountArea = () => import('../account/AccountArea.tsx');
const AccountArea = lazyNamed(loadAccountArea, 'AccountArea');

const useStyles = makeStyles({
  root: { display: 'flex', height: '100%', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  header: {
    height: '48px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: '0 20px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  panel: { flexGrow: 1, overflow: 'auto', backgroundColor: tokens.colorNeutralBackground1 },
  loading: { paddingTop: '48px' },
});

/** What a tab shows while its code arrives: a spinner a screen reader announces as 'Loading'. */
function PanelLoading() {
  const styles = useStyles();
  const t = useT();
  return <Spinner className={styles.loading} role="status" label={t('common.loading')} />;
}

/**
 * A tab's panel, once its tab's messages have arrived (the root loads them when the tab is shown;
 * `catalogueParts.ts`); should they fail to load, it shows anyway, with message ids where texts are missing.
 */
function PanelMessages({
  tab,
  loadPanel,
  children,
}: {
  tab: Tab;
  /** The panel's code, fetched meanwhile, in parallel with the messages (a module is fetched once). */
  loadPanel: (() => Promise<unknown>) | undefined;
  children: ReactNode;
}) {
  const { locale } = useIntl();
  const status = useSyncExternalStore(onCatalogueChange, () => catalogueStatus(locale as Locale, TAB_PARTS[tab]));
  useEffect(() => {
    // A failure shows where the panel renders (its Suspense boundary).
    loadPanel?.().catch(() => {});
  }, [loadPanel]);
  return status === 'pending' ? <PanelLoading /> : children;
}

/** The logged-in (or front-page) main container: tab bar + the active tab's panel (spec 1 §2). */
export function MainView() {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const tabBarShown = useSelector(app, selectTabBarShown);
  const tabs = useSelector(app, selectVisibleTabs);
  const tab = useSelector(app, selectActiveTab);
  const codeWaitTab = useSelector(app, selectCodeWaitTab);
  const languageToggle = useSelector(app, selectLanguageToggleShown);
  const helpHref = useSelector(app, selectHelpHref);
  const verificationTool = useSelector(app, selectVerificationTool);
  const offline = useSelector(useSelector(app, selectWindowRef), selectWindowOffline);
  // The panels whose tabs wait for messages of their own (the chats' and contacts' come with the main view).
  const panelCode =
    tab === 'numbers'
      ? loadNumbersPanel
      : tab === 'verification'
        ? verificationTool === 'jiema'
          ? loadJiemaPanel
          : loadVerificationPanel
        : tab === 'account'
          ? loadAccountArea
          : undefined;
  const session = useSelector(app, selectSessionRef);
  const promotion = useSelector(app, selectPromotionRef);
  const appDownloadKey =
    brand(platform).appDownload.kind === 'stores' ? 'promotion.open.stores' : 'promotion.open.homeSite';

  // The root decides: the profile form with changes asks Discard / Stay On Page first (spec 2 §2).
  const selectTab = (next: Tab) => app.send({ type: 'tab.choose', tab: next });

  return (
    <div className={styles.root}>
      {tabBarShown && (
        <TabBar
          tabs={tabs}
          active={tab}
          codeWaitTab={codeWaitTab}
          showLanguageToggle={languageToggle}
          offline={offline}
          helpHref={helpHref}
          appDownloadLabel={t(appDownloadKey)}
          onOpenAppDownload={() => promotion?.send({ type: 'appDownload.open' })}
          onSelect={selectTab}
          onToggleLanguage={() => app.send({ type: 'locale.toggle' })}
          onLogout={() => session?.send({ type: 'logout.request' })}
        />
      )}
      <main className={styles.main}>
        <header className={styles.header}>
          <Text weight="semibold" size={400}>
            {brand(platform).displayName(locale)}
          </Text>
          {/* spec 1 §2: on the chats tab the chat list's own profile header shows the web id and balance. */}
          {tab !== 'chats' && <AccountSummary />}
        </header>
        <BannerAd tab={tab} locale={locale} />
        <div className={styles.panel}>
          <Suspense fallback={<PanelLoading />}>
            <PanelMessages tab={tab} loadPanel={panelCode}>
              {tab === 'account' ? (
                <AccountArea />
              ) : tab === 'contacts' ? (
                <ContactsPanel />
              ) : tab === 'chats' ? (
                <ChatsPanel />
              ) : tab === 'numbers' ? (
                <NumbersPanel />
              ) : tab === 'verification' ? (
                verificationTool === 'jiema' ? (
                  <JiemaPanel />
                ) : (
                  <VerificationPanel />
                )
              ) : (
                <EmptyPanel tab={tab} />
              )}
            </PanelMessages>
          </Suspense>
        </div>
      </main>
      <AppDownloadDialog locale={locale} />
      {/* spec 1 §4: the profile gate runs only while someone is logged in (the logged-in parts' chunk), so its notice comes with the main view. */}
      <ProfileGateNotice />
      {/* Shortcuts and the command palette (docs/keyboard.md): logged in, wherever the tab bar shows. */}
      {tabBarShown && <KeyboardShortcuts />}
    </div>
  );
}
