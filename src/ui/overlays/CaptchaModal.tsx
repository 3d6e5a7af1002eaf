import { useIntl } from 'react-intl';
import { type CaptchaActor, CaptchaDialog } from '../common/CaptchaDialog.tsx';

/** spec 1 §8 100010: the captcha modal over everything; the root closes it when solved. */
export function CaptchaModal({ captcha }: { captcha: CaptchaActor }) {
  const intl = useIntl();
  return (
    <CaptchaDialog
      captcha={captcha}
      title={intl.formatMessage({ id: 'captchaModal.title' })}
      description={intl.formatMessage({ id: 'captchaModal.text' })}
      submitLabel={intl.formatMessage({ id: 'captchaModal.submit' })}
    />
  );
}
