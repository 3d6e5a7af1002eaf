import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { type CaptchaActor, CaptchaDialog } from './CaptchaDialog.tsx';
import { useT } from './useT.ts';

/**
 * spec 1 §8 100028: too many code requests — solve the image captcha, then the code is sent.
 * `owner` is the flow that asked (the login or the verification modal), running it as `imageCaptcha`.
 */
export function ImageCaptchaDialog({ owner }: { owner: AnyActorRef }) {
  const t = useT();
  const captcha = useSelector(owner, (s) => s.children.imageCaptcha) as CaptchaActor | undefined;
  if (!captcha) return null;
  return (
    <CaptchaDialog
      captcha={captcha}
      title={t('login.imageCaptcha.title')}
      description={t('login.imageCaptcha.text')}
      submitLabel={t('login.imageCaptcha.continue')}
    />
  );
}
