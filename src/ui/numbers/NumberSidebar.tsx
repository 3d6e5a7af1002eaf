import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular, DismissRegular } from '@fluentui/react-icons';
import type { NumberManagementActor, SidebarView } from '../../machines/numberManagement/toView.ts';
import { formatBalance, numbersAreaOf, type Platform } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { dateCell } from '../../services/numbers/columns.ts';
import { NumberInfoFields } from '../common/NumberInfoFields.tsx';
import { useT } from '../common/useT.ts';
import { NumberFlag } from './NumberFlag.tsx';

const useStyles = makeStyles({
  panel: {
    width: '340px',
    flexShrink: 0,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: '20px',
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
    overflowY: 'auto',
  },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' },
  number: { display: 'flex', alignItems: 'center', gap: '6px' },
  facts: { display: 'grid', gridTemplateColumns: '120px 1fr', rowGap: '8px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  actions: { display: 'flex', gap: '8px' },
});

interface Props {
  sidebar: SidebarView;
  management: NumberManagementActor;
  platform: Platform;
  locale: Locale;
  onManage: () => void;
}

/**
 * A number's right sidebar (spec 3 §2): flag, number with copy (check mark 2 s), editable name
 * (max 60, Enter saves, counter) and note (max 250, 8 rows), plan, rent, next payment date,
 * status, Manage Plan and Unsubscribe; closed by an X. Leaving a field saves it if changed
 * (spec 3 §4); a spinner shows while saving.
 */
export function NumberSidebar({ sidebar, management, platform, locale, onManage }: Props) {
  const styles = useStyles();
  const t = useT();
  const { number } = sidebar;
  const facts: [string, string][] = [
    [t('numbers.sidebar.plan'), number.planType || '--'],
    [t('numbers.column.monthRent'), formatBalance(platform, number.monthRent, locale)],
    [t('numbers.column.nextPaymentDate'), dateCell(number.nextPaymentDate)],
    [t('numbers.column.status'), t(`numbers.status.${number.status}`)],
  ];

  return (
    <aside className={styles.panel} aria-label={t('numbers.sidebar')}>
      <div className={styles.header}>
        <span className={styles.number}>
          <NumberFlag code={number.code} />
          <Text as="h2" size={500} weight="semibold">
            +{number.fullNumber}
          </Text>
          <Button
            appearance="subtle"
            size="small"
            icon={sidebar.copied ? <CheckmarkRegular /> : <CopyRegular />}
            aria-label={t(sidebar.copied ? 'numbers.copied' : 'numbers.copy')}
            onClick={() => management.send({ type: 'number.copy' })}
          />
        </span>
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={t('numbers.sidebar.close')}
          onClick={() => management.send({ type: 'sidebar.close' })}
        />
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <NumberInfoFields
        name={sidebar.name}
        notes={sidebar.notes}
        nameMax={sidebar.nameMax}
        notesMax={sidebar.notesMax}
        saving={sidebar.saving}
        onEdit={(field, value) => management.send({ type: 'info.edit', field, value })}
        onCommit={() => management.send({ type: 'info.commit' })}
      />
      <div className={styles.actions}>
        {numbersAreaOf(platform).manage && <Button onClick={onManage}>{t('numbers.managePlan')}</Button>}
        <Button
          disabled={number.status === 'cancelled'}
          onClick={() => management.send({ type: 'unsubscribe.request', fullNumber: number.fullNumber })}
        >
          {t('numbers.unsubscribe')}
        </Button>
      </div>
    </aside>
  );
}
