import { Button, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import {
  type CodeNumber,
  filterOf,
  keyOf,
  listStatusOf,
  sidebarOf,
  type VerificationNumbersActor,
  visibleRowsOf,
} from '../../machines/verificationCodes/verificationNumbers/toView.ts';
import { formatBalance, has, numbersAreaOf, type Platform } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { dateCell } from '../../services/numbers/columns.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { useT } from '../common/useT.ts';
import { CodeNumberChangeDialog } from './CodeNumberChangeDialog.tsx';
import { CodeNumberSidebar } from './CodeNumberSidebar.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100%', minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
  },
  toolbar: { display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  search: { width: '260px', maxWidth: '100%' },
  table: { width: '100%', borderCollapse: 'collapse' },
  head: { textAlign: 'start', color: tokens.colorNeutralForeground3, fontWeight: 'normal', padding: '6px 8px' },
  row: {
    cursor: 'pointer',
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  cell: { padding: '10px 8px' },
  actions: { display: 'flex', gap: '6px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  numbers: VerificationNumbersActor;
  platform: Platform;
  locale: Locale;
}

/**
 * Verification number management (spec 3 §2): search (number or name), app filter, the list —
 * phone, name (pingme only), app, next payment (subscribed) or expiry (unsubscribed), monthly
 * rent, Get Code / Subscribe / Unsubscribe or Cancel — and a number's sidebar.
 */
export function VerificationNumbersView({ numbers, platform, locale }: Props) {
  const styles = useStyles();
  const t = useT();
  const rows = useSelector(numbers, visibleRowsOf);
  const status = useSelector(numbers, listStatusOf);
  const filter = useSelector(numbers, filterOf, shallowEqual);
  const sidebar = useSelector(numbers, sidebarOf);
  // spec 3 §1: the number name column is pingme's only.
  const withName = numbersAreaOf(platform).listLayout === 'pingme';

  return (
    <div className={styles.root}>
      <section className={styles.main} aria-label={t('vcode.menu.management')}>
        <Text as="h2" size={500} weight="semibold">
          {t('vcode.menu.management')}
        </Text>
        <div className={styles.toolbar}>
          <Input
            className={styles.search}
            contentBefore={<SearchRegular />}
            value={filter.query}
            placeholder={t('vcode.numbers.search')}
            aria-label={t('vcode.numbers.search')}
            onChange={(_, data) => numbers.send({ type: 'search.change', query: data.value })}
          />
          <Select
            aria-label={t('vcode.numbers.appFilter')}
            value={filter.app}
            onChange={(_, data) => numbers.send({ type: 'filter.app', app: data.value })}
          >
            <option value="">{t('vcode.numbers.allApps')}</option>
            {filter.apps.map((app) => (
              <option key={app.app} value={app.app}>
                {app.name}
              </option>
            ))}
          </Select>
        </div>
        {status === 'loading' ? (
          <Spinner label={t('common.loading')} />
        ) : status === 'failed' ? (
          <LoadFailed message="vcode.numbers.failed" onRetry={() => numbers.send({ type: 'numbers.reload' })} />
        ) : rows.length === 0 ? (
          <Text className={styles.muted}>
            {t(filter.query || filter.app ? 'vcode.numbers.noMatch' : 'vcode.numbers.empty')}
          </Text>
        ) : (
          <table className={styles.table} aria-label={t('vcode.numbers.list')}>
            <thead>
              <tr>
                <th className={styles.head}>{t('vcode.column.phone')}</th>
                {withName && <th className={styles.head}>{t('vcode.column.name')}</th>}
                <th className={styles.head}>{t('vcode.column.app')}</th>
                <th className={styles.head}>{t('vcode.column.date')}</th>
                <th className={styles.head}>{t('vcode.column.rent')}</th>
                <th className={styles.head}>{t('vcode.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((number) => (
                <Row
                  key={keyOf(number)}
                  number={number}
                  numbers={numbers}
                  withName={withName}
                  platform={platform}
                  locale={locale}
                />
              ))}
            </tbody>
          </table>
        )}
      </section>
      {sidebar && <CodeNumberSidebar sidebar={sidebar} numbers={numbers} platform={platform} locale={locale} />}
      <CodeNumberChangeDialog numbers={numbers} platform={platform} locale={locale} />
    </div>
  );
}

interface RowProps {
  number: CodeNumber;
  numbers: VerificationNumbersActor;
  withName: boolean;
  platform: Platform;
  locale: Locale;
}

function Row({ number, numbers, withName, platform, locale }: RowProps) {
  const styles = useStyles();
  const t = useT();
  const key = keyOf(number);
  const subscribed = number.subStatus === 1;
  // Buttons act on their own; a click elsewhere on the row opens the sidebar.
  const act = (event: { stopPropagation(): void }, send: () => void) => {
    event.stopPropagation();
    send();
  };
  return (
    <tr className={styles.row} onClick={() => numbers.send({ type: 'sidebar.open', key })}>
      <td className={styles.cell}>
        <Button appearance="transparent" onClick={(e) => act(e, () => numbers.send({ type: 'sidebar.open', key }))}>
          +{number.oldPhone}
        </Button>
      </td>
      {withName && <td className={styles.cell}>{number.numberName || '--'}</td>}
      <td className={styles.cell}>{number.name}</td>
      <td className={styles.cell}>
        {subscribed
          ? t('vcode.numbers.nextPayment', { date: dateCell(number.nextPaymentDate) })
          : t('vcode.numbers.expiry', { date: dateCell(number.expiryDate) })}
      </td>
      <td className={styles.cell}>{number.subRent === '' ? '--' : formatBalance(platform, number.subRent, locale)}</td>
      <td className={styles.cell}>
        <div className={styles.actions}>
          {/* decision: Get Code opens New Code; on jiema (its account section) codes come by the JieMa tool. */}
          {has(platform, 'newCodeTool') && (
            <Button size="small" onClick={(e) => act(e, () => numbers.send({ type: 'code.get', key }))}>
              {t('vcode.getCode')}
            </Button>
          )}
          {!subscribed && number.canSub && (
            <Button
              size="small"
              appearance="primary"
              onClick={(e) => act(e, () => numbers.send({ type: 'subscribe.request', key }))}
            >
              {t('vcode.subscribe')}
            </Button>
          )}
          <Button size="small" onClick={(e) => act(e, () => numbers.send({ type: 'unsubscribe.request', key }))}>
            {t(subscribed ? 'vcode.unsubscribe' : 'vcode.cancelNumber')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
