import { makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  ChatMultipleRegular,
  DialpadRegular,
  type FluentIcon,
  PeopleRegular,
  ShieldKeyholeRegular,
} from '@fluentui/react-icons';
import type { Tab } from '../../services/brand/index.ts';
import { useT } from '../common/useT.ts';

type AreaTab = Exclude<Tab, 'account'>;

const ICONS: Record<AreaTab, FluentIcon> = {
  chats: ChatMultipleRegular,
  verification: ShieldKeyholeRegular,
  numbers: DialpadRegular,
  contacts: PeopleRegular,
};

const useStyles = makeStyles({
  root: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '8px',
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
    padding: '24px',
  },
  icon: { fontSize: '72px', color: tokens.colorBrandForeground2 },
});

/**
 * The empty state of an area whose content has none yet (spec 1 §2: "an empty-state picture").
 * `title` replaces the area's 'nothing yet' words where there is content but none is chosen
 * (issue 22 item 8: the chats pane beside a list of conversations).
 */
export function EmptyPanel({ tab, title }: { tab: AreaTab; title?: string }) {
  const styles = useStyles();
  const t = useT();
  const Icon = ICONS[tab];
  return (
    <section className={styles.root} aria-label={t(`shell.tab.${tab}`)}>
      <Icon className={styles.icon} aria-hidden />
      <Text as="h2" size={500} weight="semibold">
        {title ?? t(`shell.empty.${tab}.title`)}
      </Text>
      {title === undefined && <Text>{t(`shell.empty.${tab}.text`)}</Text>}
    </section>
  );
}
