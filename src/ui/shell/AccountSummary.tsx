import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { selectAccountSummary } from '../../machines/shell/app/toView.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '24px', alignItems: 'baseline' },
  column: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  item: { display: 'flex', gap: '6px', alignItems: 'baseline', minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  value: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  negative: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Web id and balance in the brand's unit and decimals (spec 1 §1 Balance display): in a row in the
 * page header, stacked in the chat list's profile header (spec 1 §2 Chats tab).
 */
export function AccountSummary({ layout = 'row' }: { layout?: 'row' | 'column' }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const summary = useSelector(app, selectAccountSummary, shallowEqual);
  if (!summary) return null;
  const { webchatId, balance } = summary;
  return (
    <div className={styles[layout]}>
      <span className={styles.item}>
        <Text className={styles.label}>{t('shell.webId')}</Text>
        <Text weight="semibold" className={styles.value} data-testid="web-id">
          {webchatId}
        </Text>
      </span>
      <span className={styles.item}>
        <Text className={styles.label}>{t('shell.balance')}</Text>
        <Text
          weight="semibold"
          data-testid="balance"
          className={mergeClasses(styles.value, balance.startsWith('-') && styles.negative)}
        >
          {balance}
        </Text>
      </span>
    </div>
  );
}
