import { shallowEqual, useSelector } from '@xstate/react';
import { Suspense } from 'react';
import {
  selectAlert,
  selectDialog,
  selectProgressBusy,
  selectSnackbar,
  selectVerifyRequest,
} from '../../machines/overlays/overlays/toView.ts';
import type { Notice } from '../../machines/overlays/overlays/types.ts';
import { useAppActor, useOverlaysActor } from '../appContext.ts';
import { GenericModal } from '../common/GenericModal.tsx';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useT } from '../common/useT.ts';
import { AlertSheet } from './AlertSheet.tsx';
import { LogoutConfirm } from './LogoutConfirm.tsx';
import { ProgressOverlay } from './ProgressOverlay.tsx';
import { TollFreePrompt } from './TollFreePrompt.tsx';

// Loaded when first shown: neither is part of the first screen.
const CaptchaModal = lazyNamed(() => import('./CaptchaModal.tsx'), 'CaptchaModal');
const VerifyContactModal = lazyNamed(() => import('./VerifyContactModal.tsx'), 'VerifyContactModal');
// The snackbar (Fluent's MessageBar with its intent icons, ~5 KB brotli) shows only after
// something happened: loaded when it first shows (docs/delivery.md).
const TopSnackbar = lazyNamed(() => import('./TopSnackbar.tsx'), 'TopSnackbar');

/** The overlays at root level (spec 1 §2), each shown by a state of the `overlays` chart. */
export function RootOverlays() {
  const app = useAppActor();
  const overlays = useOverlaysActor();
  const t = useT();
  const noticeText = (notice: Notice) => ('text' in notice ? notice.text : t(notice.messageKey, notice.values));

  const setting = useSelector(app, (s) => ({ platform: s.context.platform, locale: s.context.locale }), shallowEqual);
  const dialog = useSelector(overlays, (s) => selectDialog(s, setting), shallowEqual);
  const alert = useSelector(overlays, selectAlert);
  const snackbar = useSelector(overlays, selectSnackbar);
  const busy = useSelector(overlays, selectProgressBusy);
  const verifying = useSelector(overlays, selectVerifyRequest) !== null;
  const send = overlays.send;

  return (
    <>
      <GenericModal
        open={dialog.kind === 'errorDialog'}
        avatar="oops"
        title={t('error.somethingWentWrong.title')}
        rightLabel={t('error.somethingWentWrong.ok')}
        onRight={() => send({ type: 'errorDialog.close' })}
      >
        {dialog.kind === 'errorDialog' && dialog.message}
      </GenericModal>
      <GenericModal
        open={dialog.kind === 'noCredit'}
        avatar="warning"
        title={t('error.noCredit.title')}
        leftLabel={t('error.noCredit.back')}
        rightLabel={t('error.noCredit.recharge')}
        onLeft={() => send({ type: 'noCredit.back' })}
        onRight={() => send({ type: 'noCredit.recharge' })}
      >
        {dialog.kind === 'noCredit' && noticeText(dialog.text)}
      </GenericModal>
      <GenericModal
        open={dialog.kind === 'unlockBonus'}
        avatar="gift"
        title={t('common.unlockBonus.title')}
        leftLabel={t('common.unlockBonus.later')}
        rightLabel={t('common.unlockBonus.setUpNow')}
        onLeft={() => send({ type: 'unlockBonus.later' })}
        onRight={() => send({ type: 'unlockBonus.setUp' })}
      >
        {dialog.kind === 'unlockBonus' && t('common.unlockBonus.text', { reward: dialog.reward })}
      </GenericModal>
      <TollFreePrompt
        open={dialog.kind === 'tollFreePrompt'}
        message={dialog.kind === 'tollFreePrompt' ? dialog.message : ''}
        onClose={() => send({ type: 'tollFreePrompt.close' })}
      />
      <Suspense fallback={<ProgressOverlay />}>
        {dialog.kind === 'captchaModal' && dialog.captcha && <CaptchaModal captcha={dialog.captcha} />}
        {verifying && <VerifyContactModal />}
      </Suspense>
      <LogoutConfirm />
      {alert && <AlertSheet text={noticeText(alert)} onClose={() => send({ type: 'alert.close' })} />}
      {snackbar && (
        // A passing notice, not a view: nothing stands in for it while its code arrives (the
        // chart keeps it for 5 s, so it shows once loaded).
        <Suspense fallback={null}>
          <TopSnackbar
            text={noticeText(snackbar.notice)}
            intent={snackbar.tone}
            onClose={() => send({ type: 'snackbar.close' })}
          />
        </Suspense>
      )}
      {busy && <ProgressOverlay />}
    </>
  );
}
