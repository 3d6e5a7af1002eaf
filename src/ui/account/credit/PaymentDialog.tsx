import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Link,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { QRCodeSVG } from 'qrcode.react';
import {
  CREATING_OPACITY,
  type PaymentActor,
  type PaymentView,
  paymentToView,
  QR_SIZE,
} from '../../../machines/account/payment/toView.ts';
import type { CryptoCurrency, CryptoNetwork } from '../../../machines/account/payment/types.ts';
import type { MessageKey } from '../../../services/i18n/catalogue.ts';
import { useT } from '../../common/useT.ts';
import { PaypalButtons } from './PaypalButtons.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
  qr: { alignSelf: 'center' },
  mono: { fontFamily: 'monospace', wordBreak: 'break-all' },
});

const TITLE_OF_FLAG: Partial<Record<string, MessageKey>> = {
  alipay: 'payments.method.alipay',
  unionpay: 'payments.method.unionpay',
  cryptoPay: 'payments.method.cryptoPay',
  wechatpay: 'payments.method.wechatpay',
  paypal: 'payments.method.paypal',
};

/** The dialog's title: the method's name (a wallet's dialog is the crypto wallet's). */
function titleKey(view: PaymentView): MessageKey {
  if (view.family === 'wallet') return 'payments.method.wallet';
  return TITLE_OF_FLAG[view.flag ?? ''] ?? 'payments.title';
}

/** spec 2 §2 the payment dialogs, one at a time: the `payment` chart's picture. */
export function PaymentDialog({ payment, money }: { payment: PaymentActor; money: (amount: number) => string }) {
  const t = useT();
  const view = useSelector(payment, paymentToView, shallowEqual);
  if (view.step === 'ended' || view.step === 'opening') return null;
  if (view.step === 'error') return <PaymentErrorDialog payment={payment} view={view} />;
  const title = t(titleKey(view));
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && payment.send({ type: 'dialog.close' })}>
      <DialogSurface aria-label={title}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <DialogStep payment={payment} view={view} money={money} title={title} />
          </DialogContent>
          <DialogActions>
            <StepActions payment={payment} view={view} title={title} />
            <Button onClick={() => payment.send({ type: 'dialog.close' })}>{t('payments.dialog.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function DialogStep({
  payment,
  view,
  money,
  title,
}: {
  payment: PaymentActor;
  view: PaymentView;
  money: (amount: number) => string;
  title: string;
}) {
  const styles = useStyles();
  const t = useT();
  const amount = money(view.amount);
  switch (view.step) {
    case 'redirect.idle':
    case 'redirect.creating':
      return <Text>{t('payments.redirect.body', { amount, method: title })}</Text>;
    case 'redirect.opened':
    case 'paypal.hosted': {
      const url = view.step === 'paypal.hosted' ? view.approveUrl : view.paymentUrl;
      return (
        <div className={styles.body}>
          <Text>{t(view.step === 'paypal.hosted' ? 'payments.paypal.hostedOpened' : 'payments.redirect.opened')}</Text>
          {url && (
            <Link href={url} target="_blank" rel="noopener">
              {t('payments.redirect.link')}
            </Link>
          )}
        </div>
      );
    }
    case 'wechat.loading':
      return <Spinner label={t('payments.wechat.loading')} />;
    case 'wechat.qr':
      return (
        <div className={styles.body}>
          <Text>{t('payments.wechat.scan', { amount })}</Text>
          <div className={styles.qr} data-qr-value={view.paymentUrl ?? ''}>
            <QRCodeSVG
              value={view.paymentUrl ?? ''}
              size={QR_SIZE.wechat}
              marginSize={2}
              role="img"
              aria-label={t('payments.wechat.qr')}
            />
          </div>
        </div>
      );
    case 'paypal.loading':
      return <Spinner label={t('payments.paypal.loading')} />;
    case 'paypal.buttons':
    case 'paypal.approving':
    case 'paypal.capturing':
      return (
        <div className={styles.body}>
          <Text>
            {view.step === 'paypal.buttons'
              ? t('payments.paypal.buttons', { amount })
              : view.step === 'paypal.approving'
                ? t('payments.paypal.waiting')
                : t('payments.paypal.capturing')}
          </Text>
          <PaypalButtons payment={payment} />
        </div>
      );
    case 'paypal.completed':
      return (
        <div className={styles.body}>
          <Text size={500} weight="semibold">
            {t('payments.paypal.thanks')}
          </Text>
          <Text>{t('payments.paypal.thanksBody')}</Text>
        </div>
      );
    case 'paypal.unavailable':
      return <Text>{t('payments.paypal.unavailable')}</Text>;
    case 'wallet.choosing':
      return <WalletChoice payment={payment} view={view} />;
    case 'wallet.creating':
      return <Spinner label={t('payments.wallet.creating')} />;
    case 'wallet.address':
      return <WalletAddress view={view} />;
    default:
      return null;
  }
}

/** The dialog's main button for the step it is on. */
function StepActions({ payment, view, title }: { payment: PaymentActor; view: PaymentView; title: string }) {
  const t = useT();
  switch (view.step) {
    case 'redirect.idle':
    case 'redirect.creating': {
      const creating = view.step === 'redirect.creating';
      return (
        <Button
          appearance="primary"
          // spec 2 §4: dimmed to 0.45 while the order is created.
          style={creating ? { opacity: CREATING_OPACITY } : undefined}
          disabledFocusable={creating}
          onClick={() => payment.send({ type: 'pay.start' })}
        >
          {t('payments.redirect.pay', { method: title })}
        </Button>
      );
    }
    case 'redirect.opened':
    case 'paypal.hosted':
      return (
        <Button appearance="primary" onClick={() => payment.send({ type: 'pay.done' })}>
          {t('payments.redirect.done')}
        </Button>
      );
    case 'paypal.completed':
      return (
        <Button appearance="primary" onClick={() => payment.send({ type: 'completed.ok' })}>
          {t('payments.ok')}
        </Button>
      );
    case 'paypal.unavailable':
      return (
        <Button appearance="primary" disabled={view.busy} onClick={() => payment.send({ type: 'paypal.hostedForm' })}>
          {t('payments.paypal.hosted')}
        </Button>
      );
    case 'wallet.choosing':
      return (
        <Button appearance="primary" disabled={!view.canNext} onClick={() => payment.send({ type: 'wallet.next' })}>
          {t('payments.wallet.next')}
        </Button>
      );
    case 'wallet.address':
      return (
        <Button appearance="primary" onClick={() => payment.send({ type: 'pay.done' })}>
          {t('payments.wallet.done')}
        </Button>
      );
    default:
      return null;
  }
}

/** spec 2 §4 crypto wallet step 1: a currency from the enabled flags, and its network. */
function WalletChoice({ payment, view }: { payment: PaymentActor; view: PaymentView }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.body}>
      <Text weight="semibold">{t('payments.wallet.step1')}</Text>
      <Field label={t('payments.wallet.currency')}>
        <Select
          value={view.currency ?? ''}
          onChange={(_, data) => payment.send({ type: 'currency.select', currency: data.value as CryptoCurrency })}
        >
          <option value="" disabled>
            —
          </option>
          {view.currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      </Field>
      {view.currency !== null &&
        (view.networks.length === 0 ? (
          <Text>{t('payments.wallet.noNetwork', { currency: view.currency })}</Text>
        ) : (
          <Field label={t('payments.wallet.network')}>
            <RadioGroup
              aria-label={t('payments.wallet.network')}
              layout="horizontal"
              value={view.network ?? ''}
              onChange={(_, data) => payment.send({ type: 'network.select', network: data.value as CryptoNetwork })}
            >
              {view.networks.map((network) => (
                <Radio key={network} value={network} label={network} />
              ))}
            </RadioGroup>
          </Field>
        ))}
    </div>
  );
}

/** spec 2 §4 crypto wallet step 2: the address, the amount, the QR (130 px) and the rate's time. */
function WalletAddress({ view }: { view: PaymentView }) {
  const styles = useStyles();
  const t = useT();
  const { wallet } = view;
  if (!wallet) return null;
  return (
    <div className={styles.body}>
      <Text weight="semibold">{t('payments.wallet.step2')}</Text>
      <Text>{t('payments.wallet.send', { amount: wallet.rechargeAmount, currency: wallet.currency })}</Text>
      <div className={styles.qr}>
        <QRCodeSVG
          value={wallet.walletAddress}
          size={QR_SIZE.wallet}
          marginSize={2}
          role="img"
          aria-label={t('payments.wallet.qr')}
        />
      </div>
      <Field label={t('payments.wallet.address')}>
        <Text className={styles.mono} data-testid="wallet-address">
          {wallet.walletAddress}
        </Text>
      </Field>
      <Field label={t('payments.wallet.amount')}>
        <Text className={styles.mono} data-testid="wallet-amount">
          {wallet.rechargeAmount} {wallet.currency}
          {wallet.network ? ` (${wallet.network})` : ''}
        </Text>
      </Field>
      <Text size={200}>
        {t('payments.wallet.rate', {
          currency: wallet.currency,
          rate: wallet.cryptoToLegalRate,
          fiat: view.fiat,
          time: new Date(wallet.queryRateTime).toLocaleString(),
        })}
      </Text>
    </div>
  );
}

const ERROR_TEXT = {
  declined: 'payments.error.declined',
  expired: 'payments.error.expired',
  generic: 'payments.error.generic',
} as const satisfies Record<PaymentView['errorText'], MessageKey>;

/** spec 2 §2, §4, §8: the payment-error dialog — title, text, Close (clears every pay flag), Try again. */
function PaymentErrorDialog({ payment, view }: { payment: PaymentActor; view: PaymentView }) {
  const t = useT();
  const text = view.error?.retmsg || t(ERROR_TEXT[view.errorText]);
  return (
    <Dialog open modalType="alert">
      <DialogSurface aria-label={t('payments.error.title')}>
        <DialogBody>
          <DialogTitle>{t('payments.error.title')}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button onClick={() => payment.send({ type: 'error.close' })}>{t('payments.error.close')}</Button>
            <Button appearance="primary" onClick={() => payment.send({ type: 'error.retry' })}>
              {t('payments.error.retry')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
