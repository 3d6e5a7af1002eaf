import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  ChatMultipleRegular,
  CloudOffRegular,
  DialpadRegular,
  type FluentIcon,
  PeopleRegular,
  PersonRegular,
  PhoneRegular,
  QuestionCircleRegular,
  ShieldKeyholeRegular,
  SignOutRegular,
  TranslateRegular,
} from '@fluentui/react-icons';
import type { Tab } from '../../services/brand/index.ts';
import { LabelTooltip } from '../common/LabelTooltip.tsx';
import { useT } from '../common/useT.ts';

const TAB_ICONS: Record<Tab, FluentIcon> = {
  chats: ChatMultipleRegular,
  verification: ShieldKeyholeRegular,
  numbers: DialpadRegular,
  contacts: PeopleRegular,
  account: PersonRegular,
};

const useStyles = makeStyles({
  // spec 1 §2 / §9: the tab bar is 55 px wide.
  bar: {
    width: '55px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '6px',
    padding: '12px 0',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorBrandBackground,
  },
  spacer: { flexGrow: 1 },
  item: {
    minWidth: '40px',
    width: '40px',
    height: '40px',
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
  },
  active: { backgroundColor: tokens.colorBrandBackgroundPressed },
  blocked: { opacity: 0.4 },
  icon: { fontSize: '24px' },
  // issue 24 item 2: visible words, not only an icon, on the brand colour.
  offline: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2px',
    width: '52px',
    padding: '4px 0',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
  },
  offlineIcon: { fontSize: '20px' },
});

export interface TabBarProps {
  tabs: readonly Tab[];
  active: Tab;
  /**
   * spec 3 §4: the tab whose code wait runs, or null: the tabs other than it and the active one
   * read as disabled (disabled but focusable, dimmed) but still hear a click, which the app answers
   * with 'operation in progress'.
   */
  codeWaitTab?: Tab | null;
  showLanguageToggle: boolean;
  helpHref: string;
  /** The app-download dialog's button: its label says what the dialog offers on this brand. */
  appDownloadLabel: string;
  onOpenAppDownload(): void;
  onSelect(tab: Tab): void;
  onToggleLanguage(): void;
  onLogout(): void;
  /** The browser has no network (the window chart's `network.offline`): 'Offline' shows. */
  offline?: boolean;
}

/**
 * The left vertical tab bar (spec 1 §2): brand tabs, the app-download button, language toggle, help
 * link, logout. decision: the app-download dialog (spec 1 §2) opens from here on every brand — on
 * wephone the banner opens it too, the other brands have no other way to it.
 */
export function TabBar({
  tabs,
  active,
  codeWaitTab = null,
  showLanguageToggle,
  helpHref,
  appDownloadLabel,
  onOpenAppDownload,
  onSelect,
  onToggleLanguage,
  onLogout,
  offline = false,
}: TabBarProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <nav className={styles.bar} aria-label={t('shell.tabBar')}>
      {tabs.map((tab) => {
        const Icon = TAB_ICONS[tab];
        const name = t(`shell.tab.${tab}`);
        const blocked = codeWaitTab !== null && tab !== active && tab !== codeWaitTab;
        const className = tab === active ? `${styles.item} ${styles.active}` : styles.item;
        return (
          <LabelTooltip key={tab} content={name}>
            <Button
              appearance="subtle"
              className={blocked ? `${className} ${styles.blocked}` : className}
              icon={<Icon className={styles.icon} />}
              aria-current={tab === active ? 'page' : undefined}
              // Disabled but focusable: Fluent drops the click, so the capture phase hears it and the
              // app answers 'operation in progress' (spec 3 §4).
              disabledFocusable={blocked}
              onClickCapture={blocked ? () => onSelect(tab) : undefined}
              onKeyDownCapture={
                blocked ? (event) => (event.key === 'Enter' || event.key === ' ') && onSelect(tab) : undefined
              }
              onClick={() => onSelect(tab)}
            />
          </LabelTooltip>
        );
      })}
      {offline && (
        <div className={styles.offline} role="status" title={t('shell.offline.hint')}>
          <CloudOffRegular className={styles.offlineIcon} aria-hidden />
          {t('shell.offline')}
        </div>
      )}
      <div className={styles.spacer} />
      <LabelTooltip content={appDownloadLabel}>
        <Button
          appearance="subtle"
          className={styles.item}
          icon={<PhoneRegular className={styles.icon} />}
          onClick={onOpenAppDownload}
        />
      </LabelTooltip>
      {showLanguageToggle && (
        <LabelTooltip content={t('shell.language.toggle')}>
          <Button
            appearance="subtle"
            className={styles.item}
            icon={<TranslateRegular className={styles.icon} />}
            onClick={onToggleLanguage}
          />
        </LabelTooltip>
      )}
      <LabelTooltip content={t('shell.help')}>
        <Button
          as="a"
          href={helpHref}
          appearance="subtle"
          className={styles.item}
          icon={<QuestionCircleRegular className={styles.icon} />}
        />
      </LabelTooltip>
      <LabelTooltip content={t('shell.logout')}>
        <Button
          appearance="subtle"
          className={styles.item}
          icon={<SignOutRegular className={styles.icon} />}
          onClick={onLogout}
        />
      </LabelTooltip>
    </nav>
  );
}
