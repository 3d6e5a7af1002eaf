import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useAppActor } from '../appContext.ts';
import { type CaptchaActor, CaptchaDialog } from '../common/CaptchaDialog.tsx';

/** spec 1 §8 100010: the captcha modal over everything; the root closes it when solved. */
export function CaptchaModal() {
  const app = useAppActor();
  const intl = useIntl();
  const captcha = useSelector(app, (s) => s.children.captcha) as CaptchaActor | undefined;
  if (!captcha) return null;
  return (
    <CaptchaDialog
      captcha={captcha}
      title={intl.formatMessage({ id: 'captchaModal.title' })}
      description={intl.formatMessage({ id: 'captchaModal.text' })}
      submitLabel={intl.formatMessage({ id: 'captchaModal.submit' })}
    />
  );
}
