import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { AnyActorRef } from 'xstate';
import { type CaptchaActor, CaptchaDialog } from './CaptchaDialog.tsx';

/**
 * spec 1 §8 100028: too many code requests — solve the image captcha, then the code is sent.
 * `owner` is the flow that asked (the login or the verification modal), running it as `imageCaptcha`.
 */
export function ImageCaptchaDialog({ owner }: { owner: AnyActorRef }) {
  const intl = useIntl();
  const captcha = useSelector(owner, (s) => s.children.imageCaptcha) as CaptchaActor | undefined;
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
