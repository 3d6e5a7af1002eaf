import {
  Badge,
  Button,
  Field,
  Input,
  makeStyles,
  Select,
  Tab,
  TabList,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import {
  lastPollOf,
  type NewCodeActor,
  pollingRefOf,
  type StepTwoView,
} from '../../machines/verificationCodes/newCode/toView.ts';
import {
  checkingOf,
  messagesOf,
  remainingMsOf,
  type SmsPollingActor,
  type SmsRow,
  stopOf,
} from '../../machines/verificationCodes/smsPolling/toView.ts';
import type { PollingStop } from '../../machines/verificationCodes/smsPolling/types.ts';
import { formatBalance, type Platform } from '../../services/brand/index.ts';
import type { Locale } from '../../services/i18n/locale.ts';
import { remainingLabel } from '../../services/verification/rules.ts';
import { useT } from '../common/useT.ts';
import { HeldCodeLine } from './HeldCodeLine.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '14px' },
  row: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  number: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  tip: {
    padding: '10px 12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  code: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '14px',
    borderRadius: tokens.borderRadiusLarge,
    border: `2px solid ${tokens.colorBrandStroke1}`,
  },
  codeText: {
    fontSize: '32px',
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '4px',
    fontFamily: tokens.fontFamilyMonospace,
  },
  messages: { display: 'flex', flexDirection: 'column', gap: '8px', margin: 0, padding: 0, listStyle: 'none' },
  message: {
    padding: '10px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  mark: { backgroundColor: tokens.colorPaletteYellowBackground2, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

interface Props {
  newCode: NewCodeActor;
  view: StepTwoView;
  platform: Platform;
  locale: Locale;
}

/** New Code step 2 (spec 3 §2): the receive/send toggle, its panel, Done and Subscribe. */
export function ReceiveStep({ newCode, view, platform, locale }: Props) {
  const styles = useStyles();
  const t = useT();
  const polling = useSelector(newCode, pollingRefOf);
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Button icon={<ArrowLeftRegular />} appearance="subtle" onClick={() => newCode.send({ type: 'step.back' })}>
          {t('vcode.back')}
        </Button>
        <Text weight="semibold">{t('vcode.step2')}</Text>
      </div>
      {/* spec 3 §2: the toggle shows only when the number can send SMS. */}
      {view.canSendMode && (
        <TabList
          selectedValue={view.mode}
          onTabSelect={(_, data) => newCode.send({ type: data.value === 'send' ? 'mode.send' : 'mode.receive' })}
          aria-label={t('vcode.mode')}
        >
          <Tab value="receive">{t('vcode.mode.receive')}</Tab>
          <Tab value="send">{t('vcode.mode.send')}</Tab>
        </TabList>
      )}
      {view.mode === 'receive' ? (
        <ReceivePanel newCode={newCode} polling={polling} view={view} platform={platform} locale={locale} />
      ) : (
        <SendPanel newCode={newCode} view={view} />
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={view.busy} onClick={() => newCode.send({ type: 'flow.done' })}>
          {t('vcode.done')}
        </Button>
        {view.subscribable && (
          <Button disabled={view.busy} onClick={() => newCode.send({ type: 'subscribe.request' })}>
            {t('vcode.subscribe')}
          </Button>
        )}
      </div>
    </div>
  );
}

function ReceivePanel({
  newCode,
  polling,
  view,
  platform,
  locale,
}: {
  newCode: NewCodeActor;
  polling: SmsPollingActor | undefined;
  view: StepTwoView;
  platform: Platform;
  locale: Locale;
}) {
  const styles = useStyles();
  const t = useT();
  const { locked } = view;
  const messageProps = {
    codeCopied: view.codeCopied,
    onCopyCode: (code: string) => newCode.send({ type: 'code.copy', code }),
    platform,
    locale,
  };
  return (
    <section className={styles.root} aria-label={t('vcode.mode.receive')}>
      <Text>
        {t('vcode.service')}: <strong>{view.appName}</strong>
      </Text>
      <div className={styles.row}>
        <Text className={styles.number} data-testid="locked-number">
          +{locked.fullNumber}
        </Text>
        <Button
          size="small"
          icon={<CopyRegular />}
          aria-label={t('vcode.copyNumber')}
          onClick={() => newCode.send({ type: 'number.copy' })}
        />
        {locked.numberName && <Text className={styles.muted}>{locked.numberName}</Text>}
        {locked.subStatus === 1 && <Badge appearance="tint">{t('vcode.sidebar.subscribed')}</Badge>}
      </div>
      <Text className={styles.tip} role="status">
        {t(`vcode.tip.${view.tip}`, { app: view.appName })}
      </Text>
      {view.earlierFailed && (
        <Text className={styles.muted} role="alert">
          {t('vcode.earlier.failed')}
        </Text>
      )}
      {polling ? (
        <LiveMessages polling={polling} {...messageProps} />
      ) : (
        <EndedMessages newCode={newCode} {...messageProps} />
      )}
      <div>
        <Button disabled={!view.canTryAnother} onClick={() => newCode.send({ type: 'number.tryAnother' })}>
          {t('vcode.tryAnother')}
        </Button>
      </div>
    </section>
  );
}

interface MessagesProps {
  /** The detected code's copy button, and whether its 'copied' confirmation shows. */
  codeCopied: boolean;
  onCopyCode(code: string): void;
  platform: Platform;
  locale: Locale;
}

/** While the wait runs: the polling child's messages and the time left (also the JieMa tool's). */
export function LiveMessages({ polling, ...props }: MessagesProps & { polling: SmsPollingActor }) {
  const messages = useSelector(polling, messagesOf);
  const remaining = useSelector(polling, remainingMsOf);
  const stop = useSelector(polling, stopOf);
  const checking = useSelector(polling, checkingOf);
  return <Messages {...props} messages={messages} remaining={remaining} stop={stop} checking={checking} />;
}

/** After the wait ended: the messages it saw stay. */
function EndedMessages({ newCode, ...props }: MessagesProps & { newCode: NewCodeActor }) {
  const ended = useSelector(newCode, lastPollOf);
  return (
    <Messages {...props} messages={ended?.rows ?? []} remaining={0} stop={ended?.stop ?? 'expired'} checking={false} />
  );
}

/** The detected code large with its copy button, the wait's state, and the messages. */
export function Messages({
  codeCopied,
  onCopyCode,
  platform,
  locale,
  messages,
  remaining,
  stop,
  checking,
}: MessagesProps & {
  messages: readonly SmsRow[];
  remaining: number;
  stop: PollingStop | null;
  /** A check is out and its answer not yet handled. */
  checking: boolean;
}) {
  const styles = useStyles();
  const t = useT();
  const newest = messages[0];
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
  return (
    <>
      {/* issue 10 item 7: the code itself, large, with one-click copy and the lock time left. */}
      {newest?.code && (
        <section className={styles.code} aria-label={t('vcode.code')}>
          <Text className={styles.codeText} data-testid="detected-code">
            {newest.code.code}
          </Text>
          <Button
            appearance="primary"
            icon={codeCopied ? <CheckmarkRegular /> : <CopyRegular />}
            onClick={() => onCopyCode(newest.code?.code ?? '')}
          >
            {codeCopied ? t('vcode.copied') : t('vcode.copyCode')}
          </Button>
        </section>
      )}
      <Text className={styles.muted} aria-live="polite" aria-busy={checking}>
        {stop === null
          ? t('vcode.waiting', { time: remainingLabel(remaining) })
          : stop === 'kicked'
            ? t('vcode.stopped')
            : t('vcode.expired')}
      </Text>
      {messages.length === 0 ? (
        <Text className={styles.muted}>{t('vcode.noMessages')}</Text>
      ) : (
        <ul className={styles.messages} aria-label={t('vcode.messages')}>
          {messages.map((sms) => (
            <li key={sms.smsId} className={styles.message}>
              <div className={styles.row}>
                {sms.fresh && <Badge color="danger">{t('vcode.new')}</Badge>}
                <Text className={styles.muted}>
                  {sms.from} · {time.format(sms.date)} · {formatBalance(platform, sms.charge, locale)}
                </Text>
              </div>
              <Text>
                {sms.held ? (
                  <HeldCodeLine />
                ) : sms.code ? (
                  <>
                    {sms.text.slice(0, sms.code.index)}
                    <mark className={styles.mark}>{sms.code.match}</mark>
                    {sms.text.slice(sms.code.index + sms.code.match.length)}
                  </>
                ) : (
                  sms.text
                )}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SendPanel({ newCode, view }: { newCode: NewCodeActor; view: StepTwoView }) {
  const styles = useStyles();
  const t = useT();
  const { draft, locked } = view;
  const edit = (field: 'text' | 'countryCode' | 'phone', value: string) =>
    newCode.send({ type: 'send.edit', field, value });
  const codes = locked.telCodeList.length > 0 ? locked.telCodeList : [locked.telCode];
  return (
    <section className={styles.root} aria-label={t('vcode.mode.send')}>
      <Field label={t('vcode.send.from')}>
        <Input value={`+${locked.fullNumber}`} readOnly />
      </Field>
      <Field label={t('vcode.send.text')}>
        <Textarea value={draft.text} rows={4} onChange={(_, data) => edit('text', data.value)} />
      </Field>
      <div className={styles.row}>
        <Field label={t('vcode.send.countryCode')}>
          <Select value={draft.countryCode} onChange={(_, data) => edit('countryCode', data.value)}>
            {codes.map((code) => (
              <option key={code} value={`+${code}`}>
                +{code}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('vcode.send.phone')}>
          <Input value={draft.phone} inputMode="tel" onChange={(_, data) => edit('phone', data.value)} />
        </Field>
      </div>
      <div>
        {/* spec 3 §5: without text and recipient nothing happens (the button waits for both). */}
        <Button
          appearance="primary"
          disabled={!view.canSubmitSend || view.busy}
          onClick={() => newCode.send({ type: 'send.submit' })}
        >
          {t('vcode.send.submit')}
        </Button>
      </div>
    </section>
  );
}
