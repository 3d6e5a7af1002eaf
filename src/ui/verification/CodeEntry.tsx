import { Button, Link, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { CaptchaField } from '../common/CaptchaField.tsx';
import { CodeInput } from '../common/CodeInput.tsx';
import { usePhoneFormat } from '../common/usePhoneFormat.ts';
import { useT } from '../common/useT.ts';
import type { ContactFieldEvent, ContactFieldsView } from './ContactFields.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', alignItems: 'center', textAlign: 'center' },
  resendForm: { display: 'flex', flexDirection: 'column', gap: '12px', width: '100%', textAlign: 'start' },
  links: { display: 'flex', justifyContent: 'space-between', width: '100%', alignItems: 'center' },
});

/** What the code step shows; the login and verification charts both supply it. */
export interface CodeEntryView extends ContactFieldsView {
  codeLength: 4 | 6;
  codeWrong: boolean;
  verifying: boolean;
  resend: 'countingDown' | 'ready' | 'captcha' | 'requesting' | null;
  resendSeconds: number;
}

export type CodeEntryEvent =
  | ContactFieldEvent
  | { type: 'code.complete'; code: string }
  | { type: 'code.edit' }
  | { type: 'code.resend' };

/**
 * Step 2 of a verification form (spec 1 §4 resend countdown, §5): the code boxes, the 60 s resend
 * countdown, the captcha an e-mail resend asks for first, and a way back to step 1.
 */
export function CodeEntry({
  view,
  send,
  onBack,
}: {
  view: CodeEntryView;
  send(event: CodeEntryEvent): void;
  onBack(): void;
}) {
  const styles = useStyles();
  const t = useT();
  const format = usePhoneFormat();
  const destination = view.channel === 'phone' ? format.parts(view.telCode, view.phone) : view.email;

  return (
    <div className={styles.root}>
      <Text as="h2" size={500} weight="semibold">
        {t('login.code.title')}
      </Text>
      <Text>{t('login.code.sentTo', { length: view.codeLength, destination })}</Text>
      <CodeInput
        length={view.codeLength}
        wrong={view.codeWrong}
        disabled={view.verifying}
        onComplete={(code) => send({ type: 'code.complete', code })}
        onEdit={() => send({ type: 'code.edit' })}
      />
      {view.verifying && <Spinner size="tiny" label={t('login.code.checking')} />}

      {view.resend === 'captcha' && (
        <form
          className={styles.resendForm}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'code.resend' });
          }}
        >
          <Text>{t('login.resend.captcha')}</Text>
          <CaptchaField
            image={view.captchaImage}
            captchaId={view.captchaId}
            value={view.captchaText}
            error={view.validationError ? t(view.validationError) : undefined}
            onChange={(value) => send({ type: 'form.change', field: 'captchaText', value })}
            onReload={() => send({ type: 'captcha.reload' })}
          />
          <Button appearance="primary" type="submit">
            {t('login.resend.send')}
          </Button>
        </form>
      )}

      <div className={styles.links}>
        <Link as="button" onClick={onBack}>
          {t(view.channel === 'phone' ? 'login.back.phone' : 'login.back.email')}
        </Link>
        {view.resend !== 'captcha' && (
          <Button
            appearance="subtle"
            disabled={view.resend !== 'ready'}
            icon={view.resend === 'requesting' ? <Spinner size="tiny" /> : undefined}
            onClick={() => send({ type: 'code.resend' })}
          >
            {view.resend === 'countingDown' ? t('login.resendIn', { seconds: view.resendSeconds }) : t('login.resend')}
          </Button>
        )}
      </div>
    </div>
  );
}
