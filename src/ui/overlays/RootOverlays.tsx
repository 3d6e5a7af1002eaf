import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { Notice } from '../../machines/app/types.ts';
import { brand, UNLOCK_BONUS_REWARD } from '../../services/brand/index.ts';
import { useAppActor } from '../appContext.ts';
import { GenericModal } from '../common/GenericModal.tsx';
import { AlertSheet } from './AlertSheet.tsx';
import { CaptchaModal } from './CaptchaModal.tsx';
import { LogoutConfirm } from './LogoutConfirm.tsx';
import { ProfileGateNotice } from './ProfileGateNotice.tsx';
import { ProgressOverlay } from './ProgressOverlay.tsx';
import { TopSnackbar } from './TopSnackbar.tsx';

/** The overlays at root level (spec 1 §2), each shown by a state of the root chart. */
export function RootOverlays() {
  const app = useAppActor();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const noticeText = (notice: Notice) => ('text' in notice ? notice.text : t(notice.messageKey));

  const dialog = useSelector(app, (s) =>
    (['errorDialog', 'noCredit', 'unlockBonus', 'captchaModal', 'modal'] as const).find((d) =>
      s.matches({ dialog: d }),
    ),
  );
  const context = useSelector(app, (s) => s.context);
  const alertShown = useSelector(app, (s) => s.matches({ alert: 'shown' }));
  const snackbarShown = useSelector(app, (s) => s.matches({ snackbar: 'shown' }));
  const busy = useSelector(app, (s) => s.matches({ progress: 'busy' }));
  const theBrand = brand(context.platform);
  const send = app.send;

  const noCreditText =
    theBrand.has('fixedNoCreditText') && context.locale === 'zh-CN'
      ? t('error.noCredit.fixedText')
      : (context.noCreditMessage ?? t('error.noCredit.text'));

  return (
    <>
      <GenericModal
        open={dialog === 'errorDialog'}
        avatar="oops"
        title={t('error.somethingWentWrong.title')}
        rightLabel={t('error.somethingWentWrong.ok')}
        onRight={() => send({ type: 'errorDialog.close' })}
      >
        {context.errorDialogMessage}
      </GenericModal>
      <GenericModal
        open={dialog === 'noCredit'}
        avatar="warning"
        title={t('error.noCredit.title')}
        leftLabel={t('error.noCredit.back')}
        rightLabel={t('error.noCredit.recharge')}
        onLeft={() => send({ type: 'noCredit.back' })}
        onRight={() => send({ type: 'noCredit.recharge' })}
      >
        {noCreditText}
      </GenericModal>
      <GenericModal
        open={dialog === 'unlockBonus'}
        avatar="gift"
        title={t('common.unlockBonus.title')}
        leftLabel={t('common.unlockBonus.later')}
        rightLabel={t('common.unlockBonus.setUpNow')}
        onLeft={() => send({ type: 'unlockBonus.later' })}
        onRight={() => send({ type: 'unlockBonus.setUp' })}
      >
        {t('common.unlockBonus.text', { reward: UNLOCK_BONUS_REWARD })}
      </GenericModal>
      {context.modal && (
        <GenericModal
          open={dialog === 'modal'}
          avatar={context.modal.avatar}
          title={context.modal.title}
          leftLabel={context.modal.leftLabel}
          rightLabel={context.modal.rightLabel}
          onLeft={() => send({ type: 'modal.left' })}
          onRight={() => send({ type: 'modal.right' })}
          onDismiss={() => send({ type: 'modal.close' })}
        >
          {context.modal.body}
        </GenericModal>
      )}
      {dialog === 'captchaModal' && <CaptchaModal />}
      <ProfileGateNotice />
      <LogoutConfirm />
      {alertShown && context.alert && (
        <AlertSheet text={noticeText(context.alert)} onClose={() => send({ type: 'alert.close' })} />
      )}
      {snackbarShown && context.snackbar && (
        <TopSnackbar text={noticeText(context.snackbar)} onClose={() => send({ type: 'snackbar.close' })} />
      )}
      {busy && <ProgressOverlay />}
    </>
  );
}
