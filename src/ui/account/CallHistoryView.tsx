import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import {
  CALL_CSV_COLUMNS,
  type CallRecord,
  callCells,
  callMinutes,
  csvFileName,
  downloadText,
  toCsv,
} from '../../services/ledger/index.ts';
import { useT } from '../common/useT.ts';
import { LedgerHistory } from './LedgerHistory.tsx';
import { useLedgerHistory } from './useLedgerHistory.ts';

/** spec 2 §9: call rows are 57 px high; the next page within 20 px of the bottom. */
const ROW_HEIGHT_PX = 57;
const MORE_THRESHOLD_PX = 20;

const useStyles = makeStyles({
  facts: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  side: { display: 'flex', flexDirection: 'column', alignItems: 'end' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Call history (spec 2 §2, §3 call record): the other party, direction, the named line of the
 * tariff (114 premium, 116 economy, 200 inbound), the duration in whole minutes rounded up
 * (spec 2 §9), the charge and the date.
 */
export function CallHistoryView() {
  const styles = useStyles();
  const t = useT();
  const { history, money, date } = useLedgerHistory('callHistory');
  if (!history) return <Spinner label={t('common.loading')} />;
  return (
    <LedgerHistory<CallRecord>
      history={history}
      title={t('account.section.call')}
      rowHeight={ROW_HEIGHT_PX}
      threshold={MORE_THRESHOLD_PX}
      showTotal
      rowKey={(call) => call._id}
      exportCsv={(rows, month) =>
        downloadText(
          csvFileName('calls', month),
          toCsv(
            CALL_CSV_COLUMNS.map((key) => t(key)),
            rows.map((call) => callCells(call, t(`ledger.line.${call.line}`))),
          ),
        )
      }
      renderRow={(call) => (
        <>
          <div className={styles.facts}>
            <Text weight="semibold">
              +{call.fromNumber} → +{call.toNumber}
            </Text>
            <Text className={styles.muted}>
              {t(`ledger.direction.${call.direction}`)} · {t(`ledger.line.${call.line}`)} · {date(call.date)}
            </Text>
          </div>
          <div className={styles.side}>
            <Text weight="semibold">{money(call.charge)}</Text>
            <Text className={styles.muted}>{t('ledger.call.minutes', { minutes: callMinutes(call.duration) })}</Text>
          </div>
        </>
      )}
    />
  );
}
