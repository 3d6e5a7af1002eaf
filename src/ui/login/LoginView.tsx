import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import { type FormEvent, Suspense } from 'react';
import { type SessionActor, type SessionView, sessionToView } from '../../machines/login/session/toView.ts';
import {
  selectFrontPageReachable,
  selectLanguageToggleShown,
  selectSessionRef,
} from '../../machines/shell/app/toView.ts';
import { brand } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useT } from '../common/useT.ts';
import { ProgressOverlay } from '../overlays/ProgressOverlay.tsx';
import { CodeEntry, type CodeEntryView } from '../verification/CodeEntry.tsx';
import { ContactFields, FIELD_OF_MESSAGE } from '../verification/ContactFields.tsx';
import { MethodTabs } from './MethodTabs.tsx';

// Only the e-mail login asks for an image captcha: its dialog loads when it is first shown.
const ImageCaptchaDialog = lazyNamed(() => import('../common/ImageCaptchaDialog.tsx'), 'ImageCaptchaDialog');
// The form's notices show only after something happened: they load when first shown.
const LoginNotice = lazyNamed(() => import('./LoginNotice.tsx'), 'LoginNotice');

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
  // Fluent's card look, as a plain box: the card is not interactive, and Fluent's Card (with its
  // focus management) would be about 5 KB of the login screen's download (docs/delivery.md).
  card: {
    display: 'flex',
    flexDirection: 'column',
    width: '420px',
    maxWidth: '100%',
    padding: '32px',
    gap: '20px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  brand: { color: tokens.colorBrandForeground1 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px' },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  back: { alignSelf: 'flex-start' },
});

/** A login notice; until its code has arrived, its text alone (nothing the person should read is held back). */
function Notice({ intent, text }: { intent: 'success' | 'error'; text: string }) {
  return (
    <Suspense fallback={<Text>{text}</Text>}>
      <LoginNotice intent={intent} text={text} />
    </Suspense>
  );
}

/** The session view in the shape the shared verification parts read (the login calls it `method`). */
const entryView = (view: SessionView): CodeEntryView => ({ ...view, channel: view.method, busy: view.busy });

/** The logged-out root view (spec 1 §2 Root view): phone or e-mail, then the code. */
export function LoginView() {
  const app = useAppActor();
  const session = useSelector(app, selectSessionRef);
  return session ? <LoginFor session={session} /> : null;
}

function LoginFor({ session }: { session: SessionActor }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const platform = useSelector(app, (s) => s.context.platform);
  const locale = useSelector(app, (s) => s.context.locale);
  const view = useSelector(session, sessionToView, shallowEqual);
  // issue 22 item 8: the language can be switched before logging in (not on one-language brands).
  const languageToggle = useSelector(app, selectLanguageToggleShown);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.header}>
          <Text as="h1" size={700} weight="bold" className={styles.brand}>
            {brand(platform).displayName(locale)}
          </Text>
          {languageToggle && (
            <Button appearance="subtle" onClick={() => app.send({ type: 'locale.toggle' })}>
              {t('shell.language.toggle')}
            </Button>
          )}
        </div>
        {view.step === 'restoring' ? (
          <Spinner label={t('common.loading')} />
        ) : view.step === 'code' ? (
          <CodeEntry view={entryView(view)} send={session.send} onBack={() => session.send({ type: 'login.back' })} />
        ) : (
          <LoginForm session={session} view={view} />
        )}
      </div>
      {view.step === 'imageCaptcha' && (
        <Suspense fallback={<ProgressOverlay />}>
          <ImageCaptchaDialog owner={session} />
        </Suspense>
      )}
    </div>
  );
}

function LoginForm({ session, view }: { session: SessionActor; view: SessionView }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const frontPageReachable = useSelector(app, selectFrontPageReachable);
  const generalError =
    view.validationError && !FIELD_OF_MESSAGE[view.validationError] ? t(view.validationError) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'login.submit' });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {/* decision: where a front page exists, the way back to it without reloading. */}
      {frontPageReachable && (
        <Button
          className={styles.back}
          appearance="subtle"
          icon={<ArrowLeftRegular />}
          onClick={() => app.send({ type: 'frontPage.open' })}
        >
          {t('frontPage.back')}
        </Button>
      )}
      <div>
        <Text as="h2" size={500} weight="semibold" block>
          {t('login.title')}
        </Text>
        <Text>{t('login.subtitle')}</Text>
      </div>
      {view.justReset && <Notice intent="success" text={t('login.reset')} />}
      <MethodTabs
        label={t('login.method')}
        labels={{ phone: t('login.method.phone'), email: t('login.method.email') }}
        selected={view.method}
        onSelect={(method) => session.send({ type: 'login.method.select', method })}
      />

      <ContactFields view={entryView(view)} send={session.send} />

      {generalError && <Notice intent="error" text={generalError} />}

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
