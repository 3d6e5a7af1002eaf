import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import type { AccountActor } from '../../../machines/account/account/toView.ts';
import {
  type CreditActor,
  type CreditView,
  creditToView,
  selectPaymentRef,
} from '../../../machines/account/credit/toView.ts';
import type { SectionMethod } from '../../../machines/account/credit/types.ts';
import { selectAccountRef, selectAccountSummary, selectLocale } from '../../../machines/shell/app/toView.ts';
import { formatAmount } from '../../../services/payments/amounts.ts';
import { useAppActor } from '../../appContext.ts';
import { useT } from '../../common/useT.ts';
import { PaymentDialog } from './PaymentDialog.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '20px', padding: '32px', maxWidth: '720px' },
  tiers: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  gift: { color: tokens.colorPaletteGreenForeground1, marginLeft: '4px' },
  note: { color: tokens.colorNeutralForeground3 },
  phone: { color: tokens.colorNeutralForeground3, marginLeft: '4px' },
  actions: { display: 'flex', alignItems: 'center', gap: '16px' },
});

/** The account area's recharge section (spec 2 §2): the `credit` chart it runs. */
export function CreditSection() {
  const app = useAppActor();
  const account = useSelector(app, selectAccountRef) as AccountActor | undefined;
  const credit = useSelector(account, (s) => s?.children.credit as CreditActor | undefined);
  return credit ? <CreditScreen credit={credit} /> : null;
}

function CreditScreen({ credit }: { credit: CreditActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const summary = useSelector(app, selectAccountSummary, shallowEqual);
  const view = useSelector(credit, creditToView, shallowEqual);
  const payment = useSelector(credit, selectPaymentRef);
  const money = (amount: number) => formatAmount(platform, amount, locale);
  return (
    <section className={styles.root} aria-label={t('payments.title')}>
      <Text as="h2" size={600} weight="semibold">
        {t('payments.title')}
      </Text>
      {summary && <Text>{t('payments.balance', { balance: summary.balance })}</Text>}
      {view.status === 'loading' && <Spinner label={t('payments.loading')} />}
      {view.status === 'unavailable' && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('payments.unavailable')}{' '}
            <Button size="small" onClick={() => credit.send({ type: 'methods.reload' })}>
              {t('payments.retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {view.status === 'ready' && (
        <>
          <Amounts credit={credit} view={view} money={money} />
          <Methods credit={credit} view={view} />
          <div className={styles.actions}>
            <Button appearance="primary" disabled={!view.canPay} onClick={() => credit.send({ type: 'pay.submit' })}>
              {t('payments.pay')}
            </Button>
            {view.amount !== null && (
              <Text data-testid="recharge-total">
                {t('payments.total', { amount: money(view.amount), credited: money(view.amount + view.gift) })}
              </Text>
            )}
            {view.busy && <Spinner size="tiny" />}
          </div>
        </>
      )}
      {payment && <PaymentDialog payment={payment} money={money} />}
    </section>
  );
}

const CUSTOM = 'custom';

/** spec 2 §9 tiers with their gifts, and the custom amount (spec 2 §5). */
function Amounts({ credit, view, money }: { credit: CreditActor; view: CreditView; money: (n: number) => string }) {
  const styles = useStyles();
  const t = useT();
  const selected = view.custom.selected ? CUSTOM : (view.tiers.find((tier) => tier.selected)?.amount.toString() ?? '');
  const problem = view.custom.problem;
  return (
    <>
      <Field label={t('payments.amount')}>
        <RadioGroup
          className={styles.tiers}
          layout="horizontal"
          aria-label={t('payments.amount')}
          value={selected}
          onChange={(_, data) =>
            data.value === CUSTOM
              ? credit.send({ type: 'custom.select' })
              : credit.send({ type: 'tier.select', amount: Number(data.value) })
          }
        >
          {view.tiers.map((tier) => (
            <Radio
              key={tier.amount}
              value={String(tier.amount)}
              disabled={tier.disabled}
              label={
                <>
                  {money(tier.amount)}
                  {tier.gift > 0 && (
                    <span className={styles.gift}>{t('payments.gift', { gift: money(tier.gift) })}</span>
                  )}
                </>
              }
            />
          ))}
          <Radio value={CUSTOM} disabled={!view.custom.allowed} label={t('payments.custom')} />
        </RadioGroup>
      </Field>
      {view.cryptoNoGift && <Text className={styles.note}>{t('payments.crypto.noGift')}</Text>}
      {!view.custom.allowed && <Text className={styles.note}>{t('payments.custom.paypal')}</Text>}
      {view.custom.selected && (
        <Field
          label={t('payments.custom.field', { min: view.custom.min, max: view.custom.max })}
          validationState={problem ? 'error' : 'none'}
          validationMessage={
            problem === 'notWhole'
              ? t('payments.custom.notWhole')
              : problem === 'belowMin'
                ? t('payments.custom.belowMin', { min: view.custom.min })
                : problem === 'aboveMax'
                  ? t('payments.custom.aboveMax', { max: view.custom.max })
                  : t('payments.custom.noGift')
          }
        >
          <Input
            inputMode="numeric"
            value={view.custom.text}
            onChange={(_, data) => credit.send({ type: 'custom.change', value: data.value })}
          />
        </Field>
      )}
    </>
  );
}

const METHOD_LABEL = {
  paypal: 'payments.method.paypal',
  alipay: 'payments.method.alipay',
  wechatpay: 'payments.method.wechatpay',
  unionpay: 'payments.method.unionpay',
  cryptoPay: 'payments.method.cryptoPay',
  wallet: 'payments.method.wallet',
} as const satisfies Record<SectionMethod, string>;

export function methodLabel(method: SectionMethod) {
  return METHOD_LABEL[method];
}

/** spec 2 §6: the methods the server enables; one needing a phone opens the verification modal. */
function Methods({ credit, view }: { credit: CreditActor; view: CreditView }) {
  const styles = useStyles();
  const t = useT();
  if (view.methods.length === 0) return <Text>{t('payments.none')}</Text>;
  return (
    <Field label={t('payments.method')}>
      <RadioGroup
        aria-label={t('payments.method')}
        value={view.method ?? ''}
        onChange={(_, data) => credit.send({ type: 'method.select', method: data.value as SectionMethod })}
      >
        {view.methods.map(({ method, needsPhone }) => (
          <Radio
            key={method}
            value={method}
            disabled={view.busy}
            label={
              <>
                {t(METHOD_LABEL[method])}
                {needsPhone && <span className={styles.phone}>({t('payments.method.needsPhone')})</span>}
              </>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
