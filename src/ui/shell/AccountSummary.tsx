import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectAccountSummary } from '../../machines/app/toView.ts';
import { useAppActor } from '../appContext.ts';

const useStyles = makeStyles({
  root: { display: 'flex', gap: '24px', alignItems: 'baseline' },
  item: { display: 'flex', gap: '6px', alignItems: 'baseline' },
  label: { color: tokens.colorNeutralForeground3 },
  negative: { color: tokens.colorPaletteRedForeground1 },
});

/** Web id and balance in the brand's unit and decimals (spec 1 §1 Balance display). */
export function AccountSummary() {
  const styles = useStyles();
  const intl = useIntl();
  const app = useAppActor();
  const summary = useSelector(app, selectAccountSummary, shallowEqual);
  if (!summary) return null;
  const { webchatId, balance } = summary;
  return (
    <div className={styles.root}>
      <span className={styles.item}>
        <Text className={styles.label}>{intl.formatMessage({ id: 'shell.webId' })}</Text>
        <Text weight="semibold" data-testid="web-id">
          {webchatId}
        </Text>
      </span>
      <span className={styles.item}>
        <Text className={styles.label}>{intl.formatMessage({ id: 'shell.balance' })}</Text>
        <Text weight="semibold" data-testid="balance" className={balance.startsWith('-') ? styles.negative : undefined}>
          {balance}
        </Text>
      </span>
    </div>
  );
}
