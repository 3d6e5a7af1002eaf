import { Button, makeStyles, mergeClasses, Spinner, Tab, TabList, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { type ProfileActor, selectHoldsForm } from '../../machines/account/profile/holdsForm.ts';
import {
  sameAccountTabList,
  selectAccountRef,
  selectAccountSection,
  selectAccountTabList,
  selectOverlaysRef,
  selectSessionRef,
} from '../../machines/shell/app/toView.ts';
import type { AccountSection } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';
import { AreaPending } from '../shell/AreaPending.tsx';
import { SECTION_VIEWS } from './sections.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100%' },
  menu: {
    width: '220px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    padding: '20px 12px',
    boxSizing: 'border-box',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  entry: { justifyContent: 'flex-start' },
  /** spec 2 §2: redeemCode without a phone looks disabled, yet a click opens the unlock-bonus prompt. */
  looksDisabled: { opacity: 0.45 },
  logout: { marginTop: 'auto', justifyContent: 'flex-start' },
  content: { flexGrow: 1, minWidth: 0, overflow: 'auto' },
  loading: { paddingTop: '48px' },
});

/** The account tab (spec 2 §2): the left tab list and the one section it shows. */
export function AccountArea() {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const section = useSelector(app, selectAccountSection);
  const entries = useSelector(app, selectAccountTabList, sameAccountTabList).filter(
    ({ section: listed }) => SECTION_VIEWS[listed] !== undefined,
  );
  const session = useSelector(app, selectSessionRef);
  const overlays = useSelector(app, selectOverlaysRef);
  const View = SECTION_VIEWS[section];
  const account = useSelector(app, selectAccountRef);
  const profile = useSelector(account, (s) => s?.children.profile as ProfileActor | undefined);
  const profileHoldsForm = useSelector(profile, selectHoldsForm);
  const open = (value: AccountSection) => {
    // spec 2 §2: redeemCode without a phone opens the unlock-bonus prompt instead of the section.
    if (entries.some((item) => item.section === value && item.entry === 'unlockBonus')) {
      overlays?.send({ type: 'unlockBonus.open' });
    } else if (profileHoldsForm && value !== section) {
      // spec 2 §2: the profile form with changes asks Discard / Stay On Page first.
      profile?.send({ type: 'form.leave', to: { section: value } });
    } else {
      app.send({ type: 'account.section.select', section: value });
    }
  };

  return (
    <div className={styles.root}>
      <nav className={styles.menu} aria-label={t('account.sections')}>
        <TabList
          vertical
          selectedValue={section}
          onTabSelect={(_, data) => open(data.value as AccountSection)}
          aria-label={t('account.sections')}
        >
          {entries.map(({ section: value, entry }) => (
            <Tab
              key={value}
              value={value}
              aria-disabled={entry === 'unlockBonus' || undefined}
              className={mergeClasses(styles.entry, entry === 'unlockBonus' && styles.looksDisabled)}
            >
              {t(`account.section.${value}`)}
            </Tab>
          ))}
        </TabList>
        {/* spec 2 §2: logout is the list's last entry on every brand. */}
        <Button
          appearance="subtle"
          icon={<SignOutRegular />}
          className={styles.logout}
          onClick={() => session?.send({ type: 'logout.request' })}
        >
          {t('shell.logout')}
        </Button>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<Spinner className={styles.loading} role="status" label={t('common.loading')} />}>
          {/* The account area's chunk loads when the tab is first shown: 'Loading…', or 'Try again'. */}
          {account ? View && <View /> : <AreaPending area="account" />}
        </Suspense>
      </div>
    </div>
  );
}
