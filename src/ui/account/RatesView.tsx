import {
  Field,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Virtuoso } from 'react-virtuoso';
import { ratesOf } from '../../machines/account/account/toView.ts';
import {
  countryRatesOf,
  type RatesActor,
  type RateTab,
  rateCountryOf,
  ratesStatusOf,
  rateTabOf,
  rateTabsOf,
} from '../../machines/account/rates/toView.ts';
import { selectAccountRef, selectLocale } from '../../machines/shell/app/toView.ts';
import { formatBalance, ledgerRowOf, type Platform } from '../../services/brand/index.ts';
import { mainCountryOf } from '../../services/countries/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import {
  CALL_PRICING,
  CLOUDNUMBER_NUMBER_PLANS,
  type CountryRate,
  NUMBER_PRICE_TABLE,
  OUTBOUND_MESSAGE_RATES,
} from '../../services/ledger/index.ts';
import { useAppActor } from '../appContext.ts';
import { CountryCodeSelect } from '../common/CountryCodeSelect.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { useT } from '../common/useT.ts';
import { useCountries } from '../countries.tsx';

/** spec 2 §7, §9: the next page of rates within 20 px of the list's bottom. */
const MORE_THRESHOLD_PX = 20;
const ROW_HEIGHT_PX = 44;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    padding: '16px',
    height: '100%',
    boxSizing: 'border-box',
  },
  picker: { maxWidth: '320px' },
  list: { flexGrow: 1, minHeight: '300px' },
  row: {
    height: `${ROW_HEIGHT_PX}px`,
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: '24px 1fr 80px 120px 120px',
    alignItems: 'center',
    gap: '8px',
    padding: '0 8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  head: { fontWeight: tokens.fontWeightSemibold },
  flag: { width: '20px', height: '15px', borderRadius: '2px' },
  muted: { color: tokens.colorNeutralForeground3 },
  table: { maxWidth: '640px' },
});

/** The rates screen (spec 2 §2 Rates screen, §9): the brand's tabs and their tables. */
export function RatesView() {
  const t = useT();
  const app = useAppActor();
  const account = useSelector(app, selectAccountRef);
  const rates = useSelector(account, (s) => (s ? ratesOf(s) : undefined));
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  if (!rates) return <Spinner label={t('common.loading')} />;
  return <RatesSection rates={rates} platform={platform} locale={locale} />;
}

function RatesSection({ rates, platform, locale }: { rates: RatesActor; platform: Platform; locale: Locale }) {
  const styles = useStyles();
  const t = useT();
  const tabs = useSelector(rates, rateTabsOf);
  const tab = useSelector(rates, rateTabOf);
  const money = (amount: string) => formatBalance(platform, amount, locale);
  return (
    <section className={styles.root} aria-label={t('account.section.rates')}>
      <Text as="h2" size={500} weight="semibold">
        {t('account.section.rates')}
      </Text>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) => rates.send({ type: 'rates.tab', tab: data.value as RateTab })}
        aria-label={t('ledger.rates.tabs')}
      >
        {tabs.map((value) => (
          <Tab key={value} value={value}>
            {t(`ledger.rates.tab.${value}`)}
          </Tab>
        ))}
      </TabList>
      {tab === 'makeCalls' && <MakeCallsRates rates={rates} money={money} />}
      {tab === 'receiveCalls' && <ReceiveCallsTable platform={platform} money={money} />}
      {tab === 'sms' && <SmsTable money={money} />}
      {tab === 'numbers' && <NumbersTable platform={platform} money={money} />}
    </section>
  );
}

/** Make calls: the country called from (default US +1, China +86 in Chinese), the list paged on scroll. */
function MakeCallsRates({ rates, money }: { rates: RatesActor; money: (amount: string) => string }) {
  const styles = useStyles();
  const t = useT();
  const countries = useCountries();
  const countryCode = useSelector(rates, rateCountryOf);
  const list = useSelector(rates, countryRatesOf);
  const status = useSelector(rates, ratesStatusOf);
  const telCode = countries.find((item) => item.countrycode === countryCode)?.telcode ?? '';
  return (
    <>
      <Field label={t('ledger.rates.from')} className={styles.picker}>
        <CountryCodeSelect
          value={telCode}
          onChange={(code) => {
            // A calling code several countries share stands for its main one (+1 → US).
            const country = mainCountryOf(code, countries);
            if (country) rates.send({ type: 'rates.country', countryCode: country.countrycode });
          }}
        />
      </Field>
      <Text as="h3" weight="semibold">
        {t('ledger.rates.makeCalls.title')}
      </Text>
      <div className={`${styles.row} ${styles.head}`}>
        <span />
        <span>{t('ledger.rates.country')}</span>
        <span>{t('ledger.rates.code')}</span>
        <span>{t('ledger.rates.premium')}</span>
        <span>{t('ledger.rates.economy')}</span>
      </div>
      {status === 'loading' ? (
        <Spinner label={t('common.loading')} />
      ) : status === 'failed' ? (
        <LoadFailed message="ledger.rates.failed" onRetry={() => rates.send({ type: 'rates.retry' })} />
      ) : (
        <Virtuoso
          className={styles.list}
          data={list}
          fixedItemHeight={ROW_HEIGHT_PX}
          computeItemKey={(_, rate: CountryRate) => rate.countrycode}
          atBottomThreshold={MORE_THRESHOLD_PX}
          atBottomStateChange={(atBottom) => {
            if (atBottom) rates.send({ type: 'rates.more' });
          }}
          // A page that arrives while the list is still at its bottom (a fast scroll, a tall window)
          // leaves no change of the bottom state to react to: reaching the new end asks again.
          endReached={() => rates.send({ type: 'rates.more' })}
          itemContent={(_, rate: CountryRate) => (
            <div className={styles.row}>
              <img className={styles.flag} src={rate.flag} alt="" loading="lazy" />
              <Text>{rate.countryname}</Text>
              <Text className={styles.muted}>{rate.description}</Text>
              <Text>{money(rate.commonLineRate)}</Text>
              <Text>{money(rate.economicLineRate)}</Text>
            </div>
          )}
          components={{
            Footer: () => (status === 'loadingMore' ? <Spinner size="tiny" label={t('common.loading')} /> : null),
          }}
        />
      )}
    </>
  );
}

function TwoColumns({ rows, head }: { rows: readonly [string, string][]; head: [string, string] }) {
  const styles = useStyles();
  return (
    <Table size="small" className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{head[0]}</TableHeaderCell>
          <TableHeaderCell>{head[1]}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell>{label}</TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** spec 2 §9 inbound calls, from the table the server charges by (cloudnumber: 0.8 for US, CA, UK). */
function ReceiveCallsTable({ platform, money }: { platform: Platform; money: (amount: string) => string }) {
  const styles = useStyles();
  const t = useT();
  const rows = Object.entries(CALL_PRICING[platform].inbound).map(([region, rate]): [string, string] => [
    region === 'TollFree' ? t('ledger.rates.tollFree') : region === 'US' || region === 'CA' ? `${region} *` : region,
    money(rate),
  ]);
  return (
    <>
      <Text as="h3" weight="semibold">
        {t('ledger.rates.receiveCalls.title')}
      </Text>
      <TwoColumns rows={rows} head={[t('ledger.rates.region'), t('ledger.rates.perMinute')]} />
      <Text className={styles.muted}>{t('ledger.rates.usCaNote')}</Text>
    </>
  );
}

/** spec 2 §9 SMS to the same country, US to CA, MMS; receiving is not charged by this service. */
function SmsTable({ money }: { money: (amount: string) => string }) {
  const styles = useStyles();
  const t = useT();
  const sameCountry = Object.entries(OUTBOUND_MESSAGE_RATES.sms)
    .filter(([route]) => route.split('>')[0] === route.split('>')[1])
    .map(([route, rate]): [string, string] => [route.split('>')[0] ?? route, money(rate ?? '0')]);
  const usToCa = OUTBOUND_MESSAGE_RATES.sms['US>CA'];
  const mmsUs = OUTBOUND_MESSAGE_RATES.mms['US>US'];
  const mmsCa = OUTBOUND_MESSAGE_RATES.mms['CA>CA'];
  const head: [string, string] = [t('ledger.rates.region'), t('ledger.rates.perMessage')];
  return (
    <>
      <Text as="h3" weight="semibold">
        {t('ledger.rates.sms.title')}
      </Text>
      <TwoColumns
        rows={[...sameCountry, ...(usToCa ? [[t('ledger.rates.sms.usToCa'), money(usToCa)] as [string, string]] : [])]}
        head={head}
      />
      <Text as="h3" weight="semibold">
        {t('ledger.rates.inboundSms.title')}
      </Text>
      <TwoColumns
        rows={[
          ...(mmsUs ? [[t('ledger.rates.mmsUs'), money(mmsUs)] as [string, string]] : []),
          ...(mmsCa ? [[t('ledger.rates.mmsCa'), money(mmsCa)] as [string, string]] : []),
        ]}
        head={head}
      />
      <Text className={styles.muted}>{t('ledger.rates.inboundFree')}</Text>
    </>
  );
}

/** spec 2 §9 number prices as the source gives them; the cut-off rows say so. */
function NumbersTable({ platform, money }: { platform: Platform; money: (amount: string) => string }) {
  const t = useT();
  const head: [string, string] = [t('ledger.rates.numbers.plan'), t('ledger.rates.numbers.price')];
  const rows: [string, string][] =
    ledgerRowOf(platform).numberPrices === 'cloudPlans'
      ? // spec 2 §1: cloudnumber's amounts are cloud coins.
        CLOUDNUMBER_NUMBER_PLANS.map(({ months, price }) => [
          t('ledger.rates.numbers.months', { months }),
          money(price),
        ])
      : NUMBER_PRICE_TABLE.map(({ country, prices }, index) => [
          `${country}${country === 'US' ? ` ${index + 1}` : ''}`,
          prices ? prices.join(' · ') : t('ledger.rates.numbers.notShown'),
        ]);
  return (
    <>
      <Text as="h3" weight="semibold">
        {t('ledger.rates.numbers.title')}
      </Text>
      <TwoColumns rows={rows} head={head} />
    </>
  );
}
