import { Button, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectNumbersRef } from '../../machines/app/toView.ts';
import { menuEntryOf, type NumbersActor, sectionOf, settingsShown } from '../../machines/numbers/toView.ts';
import type { NumbersSection } from '../../machines/numbers/types.ts';
import { numbersAreaOf } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';
import { FirstVisitTipDialog } from './FirstVisitTipDialog.tsx';

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
  content: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
});

/** The numbers tab (spec 3 §2 Numbers area): the 472 px menu and the chosen section. */
export function NumbersPanel() {
  const app = useAppActor();
  const numbers = useSelector(app, selectNumbersRef);
  return numbers ? <NumbersArea numbers={numbers} /> : null;
}

function NumbersArea({ numbers }: { numbers: NumbersActor }) {
  const styles = useStyles();
  const t = useT();
  const platform = useSelector(useAppActor(), (s) => s.context.platform);
  const area = numbersAreaOf(platform);
  const entry = useSelector(numbers, menuEntryOf);
  const section = useSelector(numbers, sectionOf);
  const withSettings = useSelector(numbers, settingsShown);
  const select = (next: NumbersSection) => numbers.send({ type: 'section.select', section: next });
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
            <Tab key={value} value={value}>
              {t(`numbers.menu.${value}`)}
            </Tab>
          ))}
        </TabList>
        {/* spec 3 §1: the help tip of the numbers menu is not on wetalk or cloudnumber. */}
        {area.helpTip && <Text className={styles.helpTip}>{t('numbers.helpTip')}</Text>}
      </nav>
      <section className={styles.content} aria-label={t(`numbers.menu.${entry}`)}>
        <SectionContent section={section} />
      </section>
      <FirstVisitTipDialog numbers={numbers} />
    </div>
  );
}

/**
 * The right side of the chosen section. Number Management stays mounted (hidden) while another
 * section shows, as its chart stays alive (spec 3 §2: kept alive between switches).
 */
function SectionContent({ section }: { section: NumbersSection | 'planChange' }): ReactNode {
  switch (section) {
    default:
      return null;
  }
}
