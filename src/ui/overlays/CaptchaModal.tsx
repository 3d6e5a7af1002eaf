import { type CaptchaActor, CaptchaDialog } from '../common/CaptchaDialog.tsx';
import { useT } from '../common/useT.ts';

/** spec 1 §8 100010: the captcha modal over everything; the root closes it when solved. */
export function CaptchaModal({ captcha }: { captcha: CaptchaActor }) {
  const t = useT();
  return (
    <CaptchaDialog
      captcha={captcha}
      title={t('captchaModal.title')}
      description={t('captchaModal.text')}
      submitLabel={t('captchaModal.submit')}
    />
  );
}
