import { Field, Input, makeStyles } from '@fluentui/react-components';
import type { FormField } from '../../machines/login/session/types.ts';
import type { FormMessageKey } from '../../machines/shared/captcha/messageKeys.ts';
import { CaptchaField } from '../common/CaptchaField.tsx';
import { CountryCodeSelect } from '../common/CountryCodeSelect.tsx';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  phoneRow: { display: 'grid', gridTemplateColumns: '150px 1fr', gap: '8px', alignItems: 'start' },
});

/** What a phone-or-e-mail form shows; the login and verification charts both supply it. */
export interface ContactFieldsView {
  channel: 'phone' | 'email';
  telCode: string;
  phone: string;
  email: string;
  captchaText: string;
  captchaImage: string | null;
  captchaId: string | null;
  validationError: FormMessageKey | null;
  busy: boolean;
}

export type ContactFieldEvent = { type: 'form.change'; field: FormField; value: string } | { type: 'captcha.reload' };

/** Which field a form message belongs under (spec 1 §5 messages); others show above the button. */
export const FIELD_OF_MESSAGE: Partial<Record<FormMessageKey, FormField>> = {
  'error.form.emailRequired': 'email',
  'error.form.telCodeRequired': 'telCode',
  'error.form.phoneRequired': 'phone',
  'error.form.captchaRequired': 'captchaText',
};

/**
 * Phone (country code + number) or e-mail with its image captcha (spec 1 §5 verification forms):
 * the fields of the login view and of the verification modal.
 */
export function ContactFields({
  view,
  send,
  phoneCaptcha = false,
}: {
  view: ContactFieldsView;
  send(event: ContactFieldEvent): void;
  /**
   * The phone form has a captcha too: the verification modal's step 1 (spec 2 §4 "number or
   * e-mail plus captcha"); phone login has none (decision, contract PreLoginRequest).
   */
  phoneCaptcha?: boolean;
}) {
  const styles = useStyles();
  const t = useT();
  const change = (field: FormField) => (value: string) => send({ type: 'form.change', field, value });
  const errorOf = (field: FormField) =>
    view.validationError && FIELD_OF_MESSAGE[view.validationError] === field ? t(view.validationError) : undefined;

  const captcha = (
    <CaptchaField
      image={view.captchaImage}
      captchaId={view.captchaId}
      value={view.captchaText}
      error={errorOf('captchaText')}
      disabled={view.busy}
      onChange={change('captchaText')}
      onReload={() => send({ type: 'captcha.reload' })}
    />
  );
  if (view.channel === 'phone') {
    return (
      <>
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
        {phoneCaptcha && captcha}
      </>
    );
  }
  return (
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
      {captcha}
    </>
  );
}
