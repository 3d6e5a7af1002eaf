import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import {
  csvFileName,
  downloadText,
  SMS_CSV_COLUMNS,
  type SmsRecord,
  smsCells,
  toCsv,
} from '../../services/ledger/index.ts';
import { useT } from '../common/useT.ts';
import { LedgerHistory } from './LedgerHistory.tsx';
import { useLedgerHistory } from './useLedgerHistory.ts';

/** spec 2 §9: SMS rows are 48 px high; the next page within 20 px of the bottom. */
const ROW_HEIGHT_PX = 48;
const MORE_THRESHOLD_PX = 20;

const useStyles = makeStyles({
  facts: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  side: { display: 'flex', flexDirection: 'column', alignItems: 'end' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** SMS history (spec 2 §2, §3 SMS record): the parties, the text on one line, the charge and the date. */
export function SmsHistoryView() {
  const styles = useStyles();
  const t = useT();
  const { history, money, date } = useLedgerHistory('smsHistory');
  if (!history) return <Spinner label={t('common.loading')} />;
  return (
    <LedgerHistory<SmsRecord>
      history={history}
      title={t('account.section.sms')}
      rowHeight={ROW_HEIGHT_PX}
      threshold={MORE_THRESHOLD_PX}
      showTotal
      rowKey={(sms) => sms._id}
      exportCsv={(rows, month) =>
        downloadText(
          csvFileName('sms', month),
          toCsv(
            SMS_CSV_COLUMNS.map((key) => t(key)),
            rows.map(smsCells),
          ),
        )
      }
      renderRow={(sms) => (
        <>
          <div className={styles.facts}>
            <Text className={styles.text}>
              <Text weight="semibold">
                +{sms.fromNumber} → +{sms.toNumber}
              </Text>{' '}
              {sms.text}
            </Text>
            <Text size={200} className={styles.muted}>
              {t(`ledger.direction.${sms.direction}`)} · {date(sms.date)}
            </Text>
          </div>
          <div className={styles.side}>
            <Text weight="semibold">{money(sms.charge)}</Text>
          </div>
        </>
      )}
    />
  );
}
