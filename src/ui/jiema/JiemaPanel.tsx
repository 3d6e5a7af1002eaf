import {
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Link,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, CheckmarkRegular, CopyRegular, SearchRegular, StarFilled } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import {
  busyDialogOpen,
  type CodeCountryCode,
  dialogOf,
  endedRowsOf,
  type JiemaActor,
  type JiemaNewActor,
  type JiemaOldActor,
  newRefOf,
  oldRefOf,
  oldViewOf,
  optionsViewOf,
  pollingRefOf,
  receiveViewOf,
  servicesOf,
  stepOf,
  subscribingOf,
  tabOf,
  toolBusy,
} from '../../machines/jiema/jiema/toView.ts';
import { selectHelpHref, selectJiemaRef, selectLocale } from '../../machines/shell/app/toView.ts';
import { formatBalance } from '../../services/brand/index.ts';
import { JIEMA_BALANCE_DECIMALS } from '../../services/verification/jiema.ts';
import type { NumberType } from '../../services/verification/rules.ts';
import { useAppActor } from '../appContext.ts';
import { NoticeDialog } from '../common/NoticeDialog.tsx';
import { useT } from '../common/useT.ts';
import { AreaPending } from '../shell/AreaPending.tsx';
import { HeldCodeLine } from '../verificationCodes/HeldCodeLine.tsx';
import { LiveMessages, Messages } from '../verificationCodes/ReceiveStep.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    padding: '20px',
    height: '100%',
    overflowY: 'auto',
    boxSizing: 'border-box',
  },
  waiting: { opacity: 0.6 },
  tip: {
    padding: '10px 12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  step: { display: 'flex', flexDirection: 'column', gap: '12px', maxWidth: '720px' },
  row: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  services: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  number: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  columns: { display: 'flex', gap: '20px', alignItems: 'flex-start', flexWrap: 'wrap' },
  column: { display: 'flex', flexDirection: 'column', gap: '6px', minWidth: '180px' },
  table: { borderCollapse: 'collapse', minWidth: '360px' },
  cell: { padding: '6px 10px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, textAlign: 'left' },
  cards: { display: 'flex', gap: '16px', flexWrap: 'wrap', marginTop: 'auto' },
  card: { width: '240px' },
});

/** The verification tab on jiema (spec 3 §2 JieMa): two tabs and the bottom cards. */
export function JiemaPanel() {
  const app = useAppActor();
  const jiema = useSelector(app, selectJiemaRef);
  return jiema ? <JiemaTool jiema={jiema} /> : <AreaPending area="jiema" />;
}

function JiemaTool({ jiema }: { jiema: JiemaActor }) {
  const styles = useStyles();
  const t = useT();
  const tab = useSelector(jiema, tabOf);
  const busy = useSelector(jiema, toolBusy);
  const busyOpen = useSelector(jiema, busyDialogOpen);
  const newTab = useSelector(jiema, newRefOf);
  const oldTab = useSelector(jiema, oldRefOf);
  return (
    <div className={styles.root}>
      {/* spec 3 §4: while a code is awaited the other tab looks inactive; a click shows the dialog. */}
      <TabList
        className={busy ? styles.waiting : undefined}
        selectedValue={tab}
        onTabSelect={(_, data) => jiema.send({ type: 'tab.choose', tab: data.value === 'old' ? 'old' : 'new' })}
        aria-label={t('jiema.tabs')}
      >
        <Tab value="new">{t('jiema.tab.new')}</Tab>
        <Tab value="old">{t('jiema.tab.old')}</Tab>
      </TabList>
      {tab === 'new' && newTab && <NewTab tool={newTab} />}
      {tab === 'old' && oldTab && <OldTab tool={oldTab} />}
      <BottomCards />
      <NoticeDialog
        okLabel={t('jiema.ok')}
        open={busyOpen}
        title={t('jiema.dialog.busy.title')}
        text={t('jiema.dialog.busy.text')}
        onClose={() => jiema.send({ type: 'busy.dismiss' })}
      />
    </div>
  );
}

// ── 'get new number' ─────────────────────────────────────────────────────────

function NewTab({ tool }: { tool: JiemaNewActor }) {
  const t = useT();
  const step = useSelector(tool, stepOf);
  return (
    <>
      {step === 'loading' && <Spinner label={t('jiema.loading')} />}
      {step === 'failed' && (
        <div>
          <Text>{t('jiema.failed')}</Text>{' '}
          <Button onClick={() => tool.send({ type: 'catalogue.reload' })}>{t('jiema.retry')}</Button>
        </div>
      )}
      {step === 'service' && <ServiceStep tool={tool} />}
      {step === 'options' && <OptionsStep tool={tool} />}
      {step === 'receive' && <ReceiveStep tool={tool} />}
      <NewTabDialogs tool={tool} />
    </>
  );
}

function ServiceStep({ tool }: { tool: JiemaNewActor }) {
  const styles = useStyles();
  const t = useT();
  const search = useSelector(tool, (s) => s.context.search);
  const services = useSelector(tool, servicesOf, shallowEqual);
  return (
    <section className={styles.step} aria-label={t('jiema.step1')}>
      <Text weight="semibold">{t('jiema.step1')}</Text>
      <Input
        contentBefore={<SearchRegular />}
        placeholder={t('jiema.search')}
        aria-label={t('jiema.search')}
        value={search}
        onChange={(_, data) => tool.send({ type: 'service.search', search: data.value })}
      />
      {services.length === 0 ? (
        <Text className={styles.muted}>{t('jiema.noService')}</Text>
      ) : (
        <div className={styles.services}>
          {services.map((service) => (
            <Button key={service.app} onClick={() => tool.send({ type: 'service.select', app: service.app })}>
              {service.name}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}

function Terms({ tool, accepted }: { tool: JiemaNewActor; accepted: boolean }) {
  const t = useT();
  return <Checkbox checked={accepted} label={t('jiema.terms')} onChange={() => tool.send({ type: 'terms.toggle' })} />;
}

function OptionsStep({ tool }: { tool: JiemaNewActor }) {
  const styles = useStyles();
  const t = useT();
  const view = useSelector(tool, optionsViewOf, shallowEqual);
  return (
    <section className={styles.step} aria-label={t('jiema.step2')}>
      <div className={styles.row}>
        <Button icon={<ArrowLeftRegular />} appearance="subtle" onClick={() => tool.send({ type: 'step.back' })}>
          {t('jiema.back')}
        </Button>
        <Text weight="semibold">{t('jiema.step2')}</Text>
        <Text>{t('jiema.service', { app: view.appName })}</Text>
      </div>
      <Field label={t('jiema.country')}>
        <Select
          value={view.country ?? ''}
          onChange={(_, data) => tool.send({ type: 'country.select', code: data.value as CodeCountryCode })}
        >
          {view.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </Select>
      </Field>
      {view.loading ? (
        <Spinner size="small" label={t('jiema.loading')} />
      ) : view.available.length === 0 ? (
        <Text role="status">{t('jiema.noNumbers')}</Text>
      ) : (
        <Field label={t('jiema.numberType')}>
          <RadioGroup
            value={view.numberType === null ? '' : String(view.numberType)}
            onChange={(_, data) => tool.send({ type: 'type.select', numberType: Number(data.value) as NumberType })}
          >
            {[1, 2].map((type) => (
              <Radio
                key={type}
                value={String(type)}
                disabled={!view.available.includes(type)}
                label={`${t(`jiema.type.${type as NumberType}`)} — ${t(`jiema.type.${type as NumberType}.tip`)}`}
              />
            ))}
          </RadioGroup>
        </Field>
      )}
      <Terms tool={tool} accepted={view.termsAccepted} />
      <div>
        <Button
          appearance="primary"
          disabled={view.numberType === null || view.locking}
          onClick={() => tool.send({ type: 'number.get' })}
        >
          {t('jiema.getNumber')}
        </Button>
      </div>
    </section>
  );
}

function ReceiveStep({ tool }: { tool: JiemaNewActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const view = useSelector(tool, receiveViewOf, shallowEqual);
  const polling = useSelector(tool, pollingRefOf);
  const ended = useSelector(tool, endedRowsOf, shallowEqual);
  if (!view) return null;
  const messageProps = {
    codeCopied: view.copied === 'code',
    onCopyCode: (code: string) => tool.send({ type: 'code.copy', code }),
    platform,
    locale,
  };
  return (
    <section className={styles.step} aria-label={t('jiema.step3')}>
      <Text weight="semibold">{t('jiema.step3')}</Text>
      <Text>{t('jiema.service', { app: view.appName })}</Text>
      <div className={styles.row}>
        <Text className={styles.number} data-testid="locked-number">
          +{view.fullNumber}
        </Text>
        <Button
          size="small"
          icon={view.copied === 'number' ? <CheckmarkRegular /> : <CopyRegular />}
          aria-label={t('jiema.copyNumber')}
          onClick={() => tool.send({ type: 'number.copy' })}
        />
      </div>
      {/* spec 3 §4: the tip cycles its five states as the person goes (New Code's texts). */}
      <Text className={styles.tip} role="status">
        {t(`vcode.tip.${view.tip}`, { app: view.appName })}
      </Text>
      {polling ? (
        <LiveMessages polling={polling} {...messageProps} />
      ) : (
        <Messages {...messageProps} messages={ended} remaining={0} stop="expired" checking={false} />
      )}
      <Terms tool={tool} accepted={view.termsAccepted} />
      <div className={styles.row}>
        {/* spec 3 §4: while polling the button reads 'change to a new number'. */}
        <Button appearance="primary" onClick={() => tool.send({ type: 'number.get' })}>
          {view.polling ? t('jiema.changeNumber') : t('jiema.getNumber')}
        </Button>
        {view.subscribeShown && (
          <Button onClick={() => tool.send({ type: 'subscribe.request' })}>{t('jiema.subscribe')}</Button>
        )}
        <Button onClick={() => tool.send({ type: 'flow.finish' })}>{t('jiema.finish')}</Button>
      </div>
    </section>
  );
}

function NewTabDialogs({ tool }: { tool: JiemaNewActor }) {
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const dialog = useSelector(tool, dialogOf);
  const subscribing = useSelector(tool, subscribingOf);
  const locked = useSelector(tool, (s) => s.context.locked);
  const close = () => tool.send({ type: 'dialog.close' });
  const values = {
    number: locked?.fullNumber ?? '',
    rent: locked?.subRent ? formatBalance(platform, locked.subRent, locale) : '',
    rate: locked ? formatBalance(platform, locked.codeRate, locale) : '',
  };
  if (dialog === 'terms') {
    return (
      <NoticeDialog
        okLabel={t('jiema.ok')}
        title={t('jiema.dialog.terms.title')}
        text={t('jiema.dialog.terms.text')}
        onClose={() => tool.send({ type: 'alert.close' })}
      />
    );
  }
  if (dialog === 'noNumber') {
    return (
      <NoticeDialog
        okLabel={t('jiema.ok')}
        title={t('jiema.dialog.noNumber.title')}
        text={t('jiema.dialog.noNumber.text')}
        onClose={close}
      />
    );
  }
  if (dialog === 'thanks') {
    return (
      <NoticeDialog
        okLabel={t('jiema.ok')}
        title={t('jiema.dialog.thanks.title')}
        text={t('jiema.dialog.thanks.text')}
        onClose={close}
      />
    );
  }
  if (dialog === 'confirm' || dialog === 'reminder') {
    return (
      <Dialog open modalType="alert">
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t(`jiema.dialog.${dialog}.title`)}</DialogTitle>
            <DialogContent>{t(`jiema.dialog.${dialog}.text`, values)}</DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={subscribing}>
                {dialog === 'reminder' ? t('jiema.notNow') : t('jiema.cancel')}
              </Button>
              <Button
                appearance="primary"
                disabled={subscribing}
                onClick={() => tool.send({ type: 'subscribe.confirm' })}
              >
                {t('jiema.subscribe')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  }
  return null;
}

// ── 'recently used number' ───────────────────────────────────────────────────

function OldTab({ tool }: { tool: JiemaOldActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const locale = useSelector(app, selectLocale);
  const platform = useSelector(app, (s) => s.context.platform);
  const view = useSelector(tool, oldViewOf, shallowEqual);
  if (view.state === 'loading') return <Spinner label={t('jiema.loading')} />;
  if (view.state === 'empty') return <Text>{t('jiema.old.empty')}</Text>;
  if (view.state === 'failed') {
    return (
      <div>
        <Text>{t('jiema.failed')}</Text>{' '}
        <Button onClick={() => tool.send({ type: 'apps.reload' })}>{t('jiema.retry')}</Button>
      </div>
    );
  }
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className={styles.columns}>
      <section className={styles.column} aria-label={t('jiema.old.services')}>
        <Text weight="semibold">{t('jiema.old.services')}</Text>
        {view.apps.map((service) => (
          <Button
            key={service.app}
            appearance={service.app === view.app ? 'primary' : 'secondary'}
            onClick={() => tool.send({ type: 'app.select', app: service.app })}
          >
            {service.name}
          </Button>
        ))}
      </section>
      <section className={styles.column} aria-label={t('jiema.old.numbers')}>
        <Text weight="semibold">{t('jiema.old.numbers')}</Text>
        {view.app === null ? (
          <Text className={styles.muted}>{t('jiema.old.chooseService')}</Text>
        ) : view.numbersLoading ? (
          <Spinner size="small" />
        ) : (
          view.numbers.map((number) => (
            <Button
              key={number.oldPhone}
              appearance={number.oldPhone === view.number ? 'primary' : 'secondary'}
              icon={number.subStatus === 1 ? <StarFilled aria-label={t('jiema.old.subscribed')} /> : undefined}
              onClick={() => tool.send({ type: 'number.select', number: number.oldPhone })}
            >
              +{number.oldPhone}
            </Button>
          ))
        )}
      </section>
      <section className={styles.column} aria-label={t('jiema.old.messages')}>
        <Text weight="semibold">{t('jiema.old.messages')}</Text>
        {view.number === null ? (
          <Text className={styles.muted}>{t('jiema.old.chooseNumber')}</Text>
        ) : view.messages.length === 0 && !view.messagesLoading ? (
          <Text className={styles.muted}>{t('jiema.old.noMessages')}</Text>
        ) : (
          <table className={styles.table}>
            <tbody>
              {view.messages.map((sms) => (
                <tr key={sms.smsId}>
                  <td className={styles.cell}>{time.format(sms.date)}</td>
                  <td className={styles.cell}>{sms.held ? <HeldCodeLine /> : sms.text}</td>
                  <td className={styles.cell}>{sms.code?.code ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {view.messagesLoading && <Spinner size="small" />}
        {view.moreShown && <Button onClick={() => tool.send({ type: 'more.load' })}>{t('jiema.old.more')}</Button>}
        {view.number !== null && (
          <div className={styles.row}>
            <Checkbox
              checked={view.termsAccepted}
              label={t('jiema.terms')}
              onChange={() => tool.send({ type: 'terms.toggle' })}
            />
            <Button appearance="primary" disabled={view.reusing} onClick={() => tool.send({ type: 'number.reuse' })}>
              {t('jiema.old.reuse')}
            </Button>
          </div>
        )}
      </section>
      <NoticeDialog
        okLabel={t('jiema.ok')}
        open={view.dialog === 'terms'}
        title={t('jiema.dialog.terms.title')}
        text={t('jiema.old.dialog.terms.text', {
          rate: view.codeRate ? formatBalance(platform, view.codeRate, locale, JIEMA_BALANCE_DECIMALS) : '',
        })}
        onClose={() => tool.send({ type: 'alert.close' })}
      />
      <NoticeDialog
        okLabel={t('jiema.ok')}
        open={view.dialog === 'noNumber'}
        title={t('jiema.dialog.noNumber.title')}
        text={t('jiema.old.dialog.noNumber.text')}
        onClose={() => tool.send({ type: 'dialog.close' })}
      />
    </div>
  );
}

// ── the bottom cards and a plain notice ──────────────────────────────────────

function BottomCards() {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, selectLocale);
  const balance = useSelector(app, (s) => s.context.account?.balance ?? null);
  const helpHref = useSelector(app, selectHelpHref);
  return (
    <div className={styles.cards}>
      <Card className={styles.card}>
        <Text weight="semibold">{t('jiema.card.balance')}</Text>
        {/* spec 3 §9: 2 decimals on the jiema balance card. */}
        <Text size={500} data-testid="jiema-balance">
          {balance === null ? '—' : formatBalance(platform, balance, locale, JIEMA_BALANCE_DECIMALS)}
        </Text>
        <Button onClick={() => app.send({ type: 'recharge.open' })}>{t('jiema.card.recharge')}</Button>
      </Card>
      <Card className={styles.card}>
        <Text weight="semibold">{t('jiema.card.tip.title')}</Text>
        <Text>{t('jiema.card.tip.text')}</Text>
      </Card>
      <Card className={styles.card}>
        <Text weight="semibold">{t('jiema.card.contact.title')}</Text>
        <Link href={helpHref}>{t('jiema.card.contact.text')}</Link>
      </Card>
    </div>
  );
}
