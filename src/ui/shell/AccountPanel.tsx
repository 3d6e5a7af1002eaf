import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { brand } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';

const useStyles = makeStyles({
  root: { padding: '32px', display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '560px' },
  list: { display: 'grid', gridTemplateColumns: '140px 1fr', rowGap: '12px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/** The account tab's overview; the account area's sections (spec 2) build on it. */
export function AccountPanel() {
  const styles = useStyles();
  const intl = useIntl();
  const app = useAppActor();
  const account = useSelector(app, (s) => s.context.account);
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, (s) => s.context.locale);
  const t = (id: string) => intl.formatMessage({ id });
  if (!account) return null;
  const { telCode, phone, email } = account.accountInfo;
  const rows: [string, string][] = [
    [t('shell.webId'), account.webchatId],
    [t('shell.balance'), brand(platform).formatBalance(account.balance, locale)],
    [t('shell.phone'), phone ? `+${telCode} ${phone}` : t('shell.notSet')],
    [t('shell.email'), email || t('shell.notSet')],
  ];
  return (
    <section className={styles.root} aria-label={t('shell.account.title')}>
      <Text as="h2" size={600} weight="semibold">
        {t('shell.account.title')}
      </Text>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
