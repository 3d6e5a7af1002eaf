import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { selectAccountSummary } from '../../machines/app/toView.ts';
import { useAppActor } from '../appContext.ts';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  root: { padding: '32px', display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '560px' },
  list: { display: 'grid', gridTemplateColumns: '140px 1fr', rowGap: '12px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

/** The account tab's overview; the account area's sections (spec 2) build on it. */
export function AccountPanel() {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const summary = useSelector(app, selectAccountSummary, shallowEqual);
  const info = useSelector(app, (s) => s.context.account?.accountInfo);
  const format = usePhoneFormat();
  if (!summary || !info) return null;
  const { telCode, phone, email } = info;
  const rows: [string, string][] = [
    [t('shell.webId'), summary.webchatId],
    [t('shell.balance'), summary.balance],
    [t('shell.phone'), phone ? format.parts(telCode, phone) : t('shell.notSet')],
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
