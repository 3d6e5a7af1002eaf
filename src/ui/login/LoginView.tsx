import {
  Button,
  Card,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FormMessageKey } from '../../machines/captcha/messageKeys.ts';
import { type SessionActor, sessionToView } from '../../machines/session/toView.ts';
import type { FormField } from '../../machines/session/types.ts';
import { brand } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { CaptchaField } from '../common/CaptchaField.tsx';
import { CodeInput } from '../common/CodeInput.tsx';
import { CountryCodeSelect } from '../common/CountryCodeSelect.tsx';
import { ImageCaptchaDialog } from './ImageCaptchaDialog.tsx';

const useStyles = makeStyles({
  page: {
    minHeight: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBrandBackground2,
    padding: '24px',
    boxSizing: 'border-box',
  },
  card: { width: '420px', maxWidth: '100%', padding: '32px', gap: '20px' },
  brand: { color: tokens.colorBrandForeground1 },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  phoneRow: { display: 'grid', gridTemplateColumns: '150px 1fr', gap: '8px', alignItems: 'start' },
  centered: { display: 'flex', flexDirection: 'column', gap: '16px', alignItems: 'center', textAlign: 'center' },
  links: { display: 'flex', justifyContent: 'space-between', width: '100%', alignItems: 'center' },
});

/** Which field a form message belongs under (spec 1 §5 messages). */
const FIELD_OF_MESSAGE: Partial<Record<FormMessageKey, FormField>> = {
  'error.form.emailRequired': 'email',
  'error.form.telCodeRequired': 'telCode',
  'error.form.phoneRequired': 'phone',
  'error.form.captchaRequired': 'captchaText',
};

/** The logged-out root view (spec 1 §2 Root view): phone or e-mail, then the code. */
export function LoginView() {
  const app = useAppActor();
  const session = useSelector(app, (s) => s.children.session) as SessionActor | undefined;
  return session ? <LoginFor session={session} /> : null;
}

function LoginFor({ session }: { session: SessionActor }) {
  const styles = useStyles();
  const intl = useIntl();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, (s) => s.context.locale);
  const view = useSelector(session, sessionToView, shallowEqual);

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <Text as="h1" size={700} weight="bold" className={styles.brand}>
          {brand(platform).displayName(locale)}
        </Text>
        {view.step === 'restoring' ? (
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        ) : view.step === 'code' ? (
          <CodeStep session={session} />
        ) : (
          <FormStep session={session} />
        )}
      </Card>
      {view.step === 'imageCaptcha' && <ImageCaptchaDialog session={session} />}
    </div>
  );
}

function FormStep({ session }: { session: SessionActor }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const view = useSelector(session, sessionToView, shallowEqual);
  const change = (field: FormField) => (value: string) => session.send({ type: 'form.change', field, value });
  const errorOf = (field: FormField) =>
    view.validationError && FIELD_OF_MESSAGE[view.validationError] === field ? t(view.validationError) : undefined;
  const generalError =
    view.validationError && !FIELD_OF_MESSAGE[view.validationError] ? t(view.validationError) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'login.submit' });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div>
        <Text as="h2" size={500} weight="semibold" block>
          {t('login.title')}
        </Text>
        <Text>{t('login.subtitle')}</Text>
      </div>
      <TabList
        aria-label={t('login.method')}
        selectedValue={view.method}
        onTabSelect={(_, data) =>
          session.send({ type: 'login.method.select', method: data.value === 'email' ? 'email' : 'phone' })
        }
      >
        <Tab value="phone">{t('login.method.phone')}</Tab>
        <Tab value="email">{t('login.method.email')}</Tab>
      </TabList>

      {view.method === 'phone' ? (
        <div className={styles.phoneRow}>
          <Field label={t('login.telCode')} validationMessage={errorOf('telCode')}>
            <CountryCodeSelect
              value={view.telCode}
              onChange={change('telCode')}
              invalid={!!errorOf('telCode')}
              disabled={view.busy}
            />
          </Field>
          <Field label={t('login.phone')} validationMessage={errorOf('phone')}>
            <Input
              value={view.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              disabled={view.busy}
              onChange={(_, data) => change('phone')(data.value)}
            />
          </Field>
        </div>
      ) : (
        <>
          <Field label={t('login.email')} validationMessage={errorOf('email')}>
            <Input
              value={view.email}
              type="email"
              autoComplete="email"
              disabled={view.busy}
              onChange={(_, data) => change('email')(data.value)}
            />
          </Field>
          <CaptchaField
            image={view.captchaImage}
            captchaId={view.captchaId}
            value={view.captchaText}
            error={errorOf('captchaText')}
            disabled={view.busy}
            onChange={change('captchaText')}
            onReload={() => session.send({ type: 'captcha.reload' })}
          />
        </>
      )}

      {generalError && (
        <MessageBar intent="error">
          <MessageBarBody>{generalError}</MessageBarBody>
        </MessageBar>
      )}

      <Button
        appearance="primary"
        size="large"
        type="submit"
        disabled={view.busy}
        icon={view.busy ? <Spinner size="tiny" /> : undefined}
      >
        {t('login.getCode')}
      </Button>
    </form>
  );
}

function CodeStep({ session }: { session: SessionActor }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const view = useSelector(session, sessionToView, shallowEqual);
  const destination = view.method === 'phone' ? `+${view.telCode} ${view.phone}` : view.email;

  return (
    <div className={styles.centered}>
      <Text as="h2" size={500} weight="semibold">
        {t('login.code.title')}
      </Text>
      <Text>{t('login.code.sentTo', { length: view.codeLength, destination })}</Text>
      <CodeInput
        length={view.codeLength}
        wrong={view.codeWrong}
        disabled={view.verifying}
        onComplete={(code) => session.send({ type: 'code.complete', code })}
        onEdit={() => session.send({ type: 'code.edit' })}
      />
      {view.verifying && <Spinner size="tiny" label={t('login.code.checking')} />}

      {view.resend === 'captcha' && (
        <form
          className={styles.form}
          style={{ width: '100%' }}
          onSubmit={(event) => {
            event.preventDefault();
            session.send({ type: 'code.resend' });
          }}
        >
          <Text>{t('login.resend.captcha')}</Text>
          <CaptchaField
            image={view.captchaImage}
            captchaId={view.captchaId}
            value={view.captchaText}
            error={view.validationError ? t(view.validationError) : undefined}
            onChange={(value) => session.send({ type: 'form.change', field: 'captchaText', value })}
            onReload={() => session.send({ type: 'captcha.reload' })}
          />
          <Button appearance="primary" type="submit">
            {t('login.resend.send')}
          </Button>
        </form>
      )}

      <div className={styles.links}>
        <Link as="button" onClick={() => session.send({ type: 'login.back' })}>
          {t(view.method === 'phone' ? 'login.back.phone' : 'login.back.email')}
        </Link>
        {view.resend !== 'captcha' && (
          <Button
            appearance="subtle"
            disabled={view.resend !== 'ready'}
            icon={view.resend === 'requesting' ? <Spinner size="tiny" /> : undefined}
            onClick={() => session.send({ type: 'code.resend' })}
          >
            {view.resend === 'countingDown' ? t('login.resendIn', { seconds: view.resendSeconds }) : t('login.resend')}
          </Button>
        )}
      </div>
    </div>
  );
}
