import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Virtuoso } from 'react-virtuoso';
import { type HistoryActor, historyStatusOf, monthsOf, rowsOf, totalOf } from '../../machines/common/history/toView.ts';
import type { SubscriptionRow } from '../../machines/numbers/numbers/toView.ts';
import { formatBalance, type Platform } from '../../services/brand/index.ts';
import { historyDateFormat } from '../../services/calendar/historyDate.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { canResubscribe, historyTypeKey } from '../../services/numbers/history.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { useT } from '../common/useT.ts';

/** spec 3 §4, §9: the next page is asked for within 20 px of the bottom. */
export const MORE_THRESHOLD_PX = 20;
/** spec 3 §9: subscription history rows are 85 px high. */
const ROW_HEIGHT_PX = 85;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
    height: '100%',
    boxSizing: 'border-box',
  },
  list: { flexGrow: 1, minHeight: '240px' },
  row: {
    height: `${ROW_HEIGHT_PX}px`,
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: '8px',
    padding: '8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  facts: { display: 'flex', flexDirection: 'column', gap: '2px' },
  muted: { color: tokens.colorNeutralForeground3 },
  side: { display: 'flex', flexDirection: 'column', alignItems: 'end', gap: '4px' },
  hint: { whiteSpace: 'pre-line' },
});

/** The area that re-subscribes a row (the numbers area, or the verification area for its numbers). */
export interface ResubscribeHost {
  /** The result dialog's hint, or null while it is closed. */
  hint: string | null;
  busy: boolean;
  request(historyId: string, date: number): void;
  close(): void;
}

interface Props {
  resubscribe: ResubscribeHost;
  history: HistoryActor;
  platform: Platform;
  locale: Locale;
}

/**
 * Subscription History (spec 3 §2): month tabs (current UTC month and five before), the total,
 * rows with number, type label, date and charge, loaded by page as the list scrolls; type 100
 * rows with a next payment date or a plan offer re-subscribe, whose hint shows in a dialog.
 */
export function SubscriptionHistoryView({ resubscribe, history, platform, locale }: Props) {
  const styles = useStyles();
  const t = useT();
  const { months, month } = useSelector(history, monthsOf);
  const total = useSelector(history, totalOf);
  const rows = useSelector(history, rowsOf<SubscriptionRow>);
  const status = useSelector(history, historyStatusOf);
  const { hint, busy } = resubscribe;
  const dateFormat = historyDateFormat(locale);

  return (
    <section className={styles.root} aria-label={t('numbers.menu.history')}>
      <Text as="h2" size={500} weight="semibold">
        {t('numbers.menu.history')}
      </Text>
      <TabList
        selectedValue={month}
        onTabSelect={(_, data) => history.send({ type: 'history.month', month: String(data.value) })}
        aria-label={t('numbers.history.months')}
      >
        {months.map((value) => (
          <Tab key={value} value={value}>
            {value}
          </Tab>
        ))}
      </TabList>
      <Text>{t('numbers.history.total', { count: total })}</Text>
      {status === 'loading' ? (
        <Spinner label={t('common.loading')} />
      ) : status === 'failed' ? (
        <LoadFailed message="numbers.history.failed" onRetry={() => history.send({ type: 'history.reload' })} />
      ) : rows.length === 0 ? (
        <Text className={styles.muted}>{t('numbers.history.empty')}</Text>
      ) : (
        <Virtuoso
          className={styles.list}
          data={rows}
          fixedItemHeight={ROW_HEIGHT_PX}
          computeItemKey={(_, row) => row._id}
          atBottomThreshold={MORE_THRESHOLD_PX}
          atBottomStateChange={(atBottom) => {
            if (atBottom) history.send({ type: 'history.more' });
          }}
          itemContent={(_, row) => (
            <div className={styles.row}>
              <div className={styles.facts}>
                <Text weight="semibold">+{row.number}</Text>
                <Text>{t(historyTypeKey(row.type))}</Text>
                <Text className={styles.muted}>{dateFormat.format(row.date)}</Text>
              </div>
              <div className={styles.side}>
                <Text>{formatBalance(platform, row.charge, locale)}</Text>
                {canResubscribe(row) && (
                  <Button size="small" disabled={busy} onClick={() => resubscribe.request(row.historyId, row.date)}>
                    {t('numbers.history.resubscribe')}
                  </Button>
                )}
              </div>
            </div>
          )}
          components={{
            Footer: () => (status === 'loadingMore' ? <Spinner size="tiny" label={t('common.loading')} /> : null),
          }}
        />
      )}
      <Dialog open={hint !== null} modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('numbers.history.resubscribe')}</DialogTitle>
            {/* spec 3 §2: the hint's line breaks are kept. */}
            <DialogContent className={styles.hint}>{hint}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={resubscribe.close}>
                {t('numbers.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
