import { Link, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ledgerRowOf } from '../../services/brand/index.ts';
import type { MessageKey } from '../../services/i18n/catalogue.ts';
import {
  BILL_CSV_COLUMNS,
  type BillEntry,
  billCells,
  billPhrase,
  csvFileName,
  downloadText,
  receiptUrlOf,
  toCsv,
} from '../../services/ledger/index.ts';
import { useT } from '../common/useT.ts';
import { LedgerHistory } from './LedgerHistory.tsx';
import { useLedgerHistory } from './useLedgerHistory.ts';

/** spec 2 §9: bill rows are 120 px high; the next page within 10 px of the bottom. */
const ROW_HEIGHT_PX = 120;
const MORE_THRESHOLD_PX = 10;

const useStyles = makeStyles({
  facts: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  side: { display: 'flex', flexDirection: 'column', alignItems: 'end', gap: '4px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Bills (spec 2 §2 history tab, §3 ledger entry): every type with its options, the charge in the
 * brand's unit, the balance after it, and 'View Receipt' on recharge rows where the brand has
 * receipts (pingme, wephone, wetalk).
 */
export function BillHistoryView() {
  const styles = useStyles();
  const t = useT();
  const { history, platform, money, date } = useLedgerHistory('billHistory');
  if (!history) return <Spinner label={t('common.loading')} />;
  const receipts = ledgerRowOf(platform).billReceipts;
  const describe = (entry: BillEntry) => {
    const { key, values } = billPhrase(entry);
    return t(key, values);
  };
  return (
    <LedgerHistory<BillEntry>
      history={history}
      title={t('account.section.history')}
      rowHeight={ROW_HEIGHT_PX}
      threshold={MORE_THRESHOLD_PX}
      showTotal={false}
      rowKey={(entry) => entry._id}
      exportCsv={(rows, month) =>
        downloadText(
          csvFileName('bills', month),
          toCsv(
            BILL_CSV_COLUMNS.map((key) => t(key)),
            rows.map((entry) => billCells(entry, describe(entry))),
          ),
        )
      }
      renderRow={(entry) => {
        const receipt = receiptUrlOf(entry, receipts);
        return (
          <>
            <div className={styles.facts}>
              <Text weight="semibold">{t(`ledger.type.${entry.type}` as MessageKey)}</Text>
              <Text>{describe(entry)}</Text>
              <Text className={styles.muted}>{date(entry.date)}</Text>
            </div>
            <div className={styles.side}>
              <Text weight="semibold">{money(entry.charge)}</Text>
              <Text className={styles.muted}>{t('ledger.balanceAfter', { balance: money(entry.afterBalance) })}</Text>
              {receipt !== null && (
                <Link href={receipt} target="_blank" rel="noopener">
                  {t('ledger.viewReceipt')}
                </Link>
              )}
            </div>
          </>
        );
      }}
    />
  );
}
