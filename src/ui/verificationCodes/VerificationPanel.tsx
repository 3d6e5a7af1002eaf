import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { selectLocale, selectVerificationRef } from '../../machines/shell/app/toView.ts';
import {
  busyDialogOpen,
  historyRefOf,
  menuShown,
  newCodeRefOf,
  numbersRefOf,
  pollingBusy,
  sectionOf,
  type VerificationActor,
} from '../../machines/verificationCodes/verification/toView.ts';
import type { VerificationSection } from '../../machines/verificationCodes/verification/types.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';
import { SubscriptionHistoryView } from '../numbers/SubscriptionHistoryView.tsx';
import { AreaPending } from '../shell/AreaPending.tsx';
import { NewCodeSection } from './NewCodeSection.tsx';
import { useResubscribeHost } from './useResubscribeHost.ts';
import { VerificationNumbersView } from './VerificationNumbersView.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100%' },
  menu: {
    width: '240px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    padding: '20px',
    boxSizing: 'border-box',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  entry: { justifyContent: 'flex-start' },
  // While a code is awaited the menu looks inactive; a click still answers with the dialog.
  waiting: { opacity: 0.6 },
  content: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  hidden: { display: 'none' },
  shown: { display: 'contents' },
});

/**
 * The verification tab (spec 3 §2 Verification): the left menu and the chosen section; without
 * the menu (front-page modes) New Code alone.
 */
export function VerificationPanel() {
  const app = useAppActor();
  const verification = useSelector(app, selectVerificationRef);
  return verification ? <VerificationArea verification={verification} /> : <AreaPending area="verification" />;
}

const MENU: VerificationSection[] = ['management', 'history'];

function VerificationArea({ verification }: { verification: VerificationActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const menu = useSelector(verification, menuShown);
  const section = useSelector(verification, sectionOf);
  const busy = useSelector(verification, pollingBusy);
  const numbers = useSelector(verification, numbersRefOf);
  const newCode = useSelector(verification, newCodeRefOf);
  const history = useSelector(verification, historyRefOf);
  const busyOpen = useSelector(verification, busyDialogOpen);
  const select = (next: VerificationSection) => verification.send({ type: 'section.select', section: next });
  const resubscribeHost = useResubscribeHost(verification);

  return (
    <div className={styles.root}>
      {/* spec 3 §2: the left menu (hidden in front-page modes); while a code is awaited a click shows
          'operation in progress'. */}
      {menu && (
        <nav className={busy ? `${styles.menu} ${styles.waiting}` : styles.menu} aria-label={t('vcode.menu')}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => select('newCode')}>
            {t('vcode.menu.newCode')}
          </Button>
          <TabList
            vertical
            selectedValue={section === 'newCode' ? null : section}
            onTabSelect={(_, data) => select(data.value as VerificationSection)}
            aria-label={t('vcode.menu')}
          >
            {MENU.map((value) => (
              <Tab key={value} value={value} className={styles.entry}>
                {t(`vcode.menu.${value}`)}
              </Tab>
            ))}
          </TabList>
        </nav>
      )}
      <div className={styles.content}>
        {numbers && (
          <div className={section === 'management' ? styles.shown : styles.hidden}>
            <VerificationNumbersView numbers={numbers} platform={platform} locale={locale} />
          </div>
        )}
        {section === 'newCode' && newCode && <NewCodeSection newCode={newCode} />}
        {section === 'history' && history && (
          <SubscriptionHistoryView
            resubscribe={resubscribeHost}
            history={history}
            platform={platform}
            locale={locale}
          />
        )}
      </div>
      <Dialog open={busyOpen} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('vcode.busy.title')}</DialogTitle>
            <DialogContent>{t('vcode.busy.text')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => verification.send({ type: 'busy.dismiss' })}>
                {t('vcode.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
