import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { SessionActor } from '../../machines/session/toView.ts';
import { type CaptchaActor, CaptchaDialog } from '../common/CaptchaDialog.tsx';

/** spec 1 §8 100028: too many code requests — solve the image captcha, then the code is sent. */
export function ImageCaptchaDialog({ session }: { session: SessionActor }) {
  const intl = useIntl();
  const captcha = useSelector(session, (s) => s.children.imageCaptcha) as CaptchaActor | undefined;
  if (!captcha) return null;
  return (
    <CaptchaDialog
      captcha={captcha}
      title={intl.formatMessage({ id: 'login.imageCaptcha.title' })}
      description={intl.formatMessage({ id: 'login.imageCaptcha.text' })}
      submitLabel={intl.formatMessage({ id: 'login.imageCaptcha.continue' })}
    />
  );
}
