import { Button, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import {
  historyRefOf,
  managementRefOf,
  menuEntryOf,
  type NumbersActor,
  resubscribeHintOf,
  resubscribing,
  sectionOf,
  settingsRefOf,
  settingsShown,
} from '../../machines/numbers/numbers/toView.ts';
import type { NumbersSection } from '../../machines/numbers/numbers/types.ts';
import { selectLocale, selectNumbersRef } from '../../machines/shell/app/toView.ts';
import { numbersAreaOf } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';
import { AreaPending } from '../shell/AreaPending.tsx';
import { FirstVisitTipDialog } from './FirstVisitTipDialog.tsx';
import { NumberManagementView } from './NumberManagementView.tsx';
import { NumberSettingsView } from './NumberSettingsView.tsx';
import { NewNumberSection } from './newNumber/NewNumberSection.tsx';
import { PlanChangeSection } from './planChange/PlanChangeSection.tsx';
import { PlansSection } from './plans/PlansFrame.tsx';
import { type ResubscribeHost, SubscriptionHistoryView } from './SubscriptionHistoryView.tsx';

/** spec 3 §2: the left pane is 472 px wide. */
export const LEFT_PANE_WIDTH = '472px';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100%' },
  menu: {
    width: LEFT_PANE_WIDTH,
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    padding: '20px',
    boxSizing: 'border-box',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  helpTip: { color: tokens.colorNeutralForeground3 },
  entry: { justifyContent: 'flex-start' },
  content: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  hidden: { display: 'none' },
  shown: { display: 'contents' },
});

/** The numbers tab (spec 3 §2 Numbers area): the 472 px menu and the chosen section. */
export function NumbersPanel() {
  const app = useAppActor();
  const numbers = useSelector(app, selectNumbersRef);
  return numbers ? <NumbersArea numbers={numbers} /> : <AreaPending area="numbers" />;
}

function NumbersArea({ numbers }: { numbers: NumbersActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const management = useSelector(numbers, managementRefOf);
  const settings = useSelector(numbers, settingsRefOf);
  const history = useSelector(numbers, historyRefOf);
  const area = numbersAreaOf(platform);
  const entry = useSelector(numbers, menuEntryOf);
  const section = useSelector(numbers, sectionOf);
  const withSettings = useSelector(numbers, settingsShown);
  const select = (next: NumbersSection) => numbers.send({ type: 'section.select', section: next });
  const hint = useSelector(numbers, resubscribeHintOf);
  const resubscribeBusy = useSelector(numbers, resubscribing);
  const resubscribeHost: ResubscribeHost = {
    hint,
    busy: resubscribeBusy,
    request: (historyId, date) => numbers.send({ type: 'resubscribe.request', historyId, date }),
    close: () => numbers.send({ type: 'resubscribe.close' }),
  };
  const entries: NumbersSection[] = ['management', 'history', ...(withSettings ? ['settings' as const] : []), 'plans'];

  return (
    <div className={styles.root}>
      <nav className={styles.menu} aria-label={t('numbers.menu')}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => select('newNumber')}>
          {t('numbers.menu.newNumber')}
        </Button>
        <TabList
          vertical
          selectedValue={entry}
          onTabSelect={(_, data) => select(data.value as NumbersSection)}
          aria-label={t('numbers.menu')}
        >
          {entries.map((value) => (
            <Tab key={value} value={value} className={styles.entry}>
              {t(`numbers.menu.${value}`)}
            </Tab>
          ))}
        </TabList>
        {/* spec 3 §1: the help tip of the numbers menu is not on wetalk or cloudnumber. */}
        {area.helpTip && <Text className={styles.helpTip}>{t('numbers.helpTip')}</Text>}
      </nav>
      <div className={styles.content}>
        {/* spec 3 §2: Number Management is kept alive between switches (hidden, not unmounted). */}
        {management && (
          <div className={section === 'management' ? styles.shown : styles.hidden}>
            <NumberManagementView numbers={numbers} management={management} platform={platform} locale={locale} />
          </div>
        )}
        {section === 'history' && history && (
          <SubscriptionHistoryView
            resubscribe={resubscribeHost}
            history={history}
            platform={platform}
            locale={locale}
          />
        )}
        {section === 'settings' && settings && <NumberSettingsView settings={settings} platform={platform} />}
        {section === 'newNumber' && <NewNumberSection numbers={numbers} />}
        {section === 'planChange' && <PlanChangeSection numbers={numbers} />}
        {section === 'plans' && <PlansSection numbers={numbers} />}
      </div>
      <FirstVisitTipDialog numbers={numbers} />
    </div>
  );
}
