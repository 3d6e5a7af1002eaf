import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { type HistoryActor, historyStatusOf, monthsOf, rowsOf, totalOf } from '../../machines/common/history/toView.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
    height: '100%',
    boxSizing: 'border-box',
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  list: { flexGrow: 1, minHeight: '240px' },
  row: {
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: '8px',
    padding: '8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface LedgerHistoryProps<TRow> {
  history: HistoryActor;
  title: string;
  /** spec 2 §9: 120 (bills), 57 (calls), 48 (SMS) px. */
  rowHeight: number;
  /** spec 2 §9: the next page within 20 px of the bottom (bills 10 px). */
  threshold: number;
  /** Calls and SMS show the month's total (spec 2 §2); bills have none. */
  showTotal: boolean;
  rowKey(row: TRow): string;
  renderRow(row: TRow): ReactNode;
  /** Beyond the spec: the loaded month as a CSV download. */
  exportCsv(rows: readonly TRow[], month: string): void;
}

/**
 * A history of the account (spec 2 §2 Histories): four month tabs, the total where there is one,
 * the rows loaded so far (the chart asks for the next page when the list nears its bottom — the
 * bills' 1 s debounce is the chart's lock), and the export of what is loaded as CSV.
 */
export function LedgerHistory<TRow>(props: LedgerHistoryProps<TRow>) {
  const { history, title, rowHeight, threshold, showTotal, rowKey, renderRow, exportCsv } = props;
  const styles = useStyles();
  const t = useT();
  const { months, month } = useSelector(history, monthsOf);
  const total = useSelector(history, totalOf);
  const rows = useSelector(history, rowsOf<TRow>);
  const status = useSelector(history, historyStatusOf);

  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold">
          {title}
        </Text>
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={rows.length === 0 || status === 'loading'}
          onClick={() => exportCsv(rows, month)}
        >
          {t('ledger.export')}
        </Button>
      </div>
      <TabList
        selectedValue={month}
        onTabSelect={(_, data) => history.send({ type: 'history.month', month: String(data.value) })}
        aria-label={t('ledger.months')}
      >
        {months.map((value) => (
          <Tab key={value} value={value}>
            {value}
          </Tab>
        ))}
      </TabList>
      {showTotal && status !== 'loading' && <Text>{t('ledger.total', { count: total })}</Text>}
      {status === 'loading' ? (
        <Spinner label={t('common.loading')} />
      ) : status === 'failed' ? (
        <LoadFailed message="ledger.failed" onRetry={() => history.send({ type: 'history.reload' })} />
      ) : rows.length === 0 ? (
        <Text className={styles.muted}>{t('ledger.empty')}</Text>
      ) : (
        <Virtuoso
          className={styles.list}
          data={rows}
          fixedItemHeight={rowHeight}
          computeItemKey={(_, row) => rowKey(row)}
          atBottomThreshold={threshold}
          atBottomStateChange={(atBottom) => {
            if (atBottom) history.send({ type: 'history.more' });
          }}
          // A page that arrives while the list is still at its bottom leaves no change of the bottom
          // state to react to: reaching the new end asks again (the chart's 1 s lock still holds).
          endReached={() => history.send({ type: 'history.more' })}
          itemContent={(_, row) => (
            <div className={styles.row} style={{ height: rowHeight }}>
              {renderRow(row)}
            </div>
          )}
          components={{
            Footer: () => (status === 'loadingMore' ? <Spinner size="tiny" label={t('common.loading')} /> : null),
          }}
        />
      )}
    </section>
  );
}
