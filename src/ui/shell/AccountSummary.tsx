import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { brand } from '../../services/brand/index.ts';
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
  const account = useSelector(app, (s) => s.context.account);
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, (s) => s.context.locale);
  if (!account) return null;
  const balance = brand(platform).formatBalance(account.balance, locale);
  return (
    <div className={styles.root}>
      <span className={styles.item}>
        <Text className={styles.label}>{intl.formatMessage({ id: 'shell.webId' })}</Text>
        <Text weight="semibold" data-testid="web-id">
          {account.webchatId}
        </Text>
      </span>
      <span className={styles.item}>
        <Text className={styles.label}>{intl.formatMessage({ id: 'shell.balance' })}</Text>
        <Text
          weight="semibold"
          data-testid="balance"
          className={account.balance.startsWith('-') ? styles.negative : undefined}
        >
          {balance}
        </Text>
      </span>
    </div>
  );
}
