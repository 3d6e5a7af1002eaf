import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type NumberManagementActor, unsubscribeDialogOf } from '../../machines/numbers/numberManagement/toView.ts';
import { numbersAreaOf, type Platform } from '../../services/brand/index.ts';
import { useT } from '../common/useT.ts';

/** The unsubscribe confirmation (spec 3 §2): title, warning (cloudnumber's own), Unsubscribe, cancel. */
export function UnsubscribeDialog({ management, platform }: { management: NumberManagementActor; platform: Platform }) {
  const t = useT();
  const dialog = useSelector(management, unsubscribeDialogOf);
  const warning = numbersAreaOf(platform).unsubscribeWarning;
  return (
    <Dialog
      open={dialog !== null}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) management.send({ type: 'unsubscribe.cancel' });
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('numbers.unsubscribe.title')}</DialogTitle>
          <DialogContent>
            {dialog && t(`numbers.unsubscribe.warning.${warning}`, { number: `+${dialog.number.fullNumber}` })}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="secondary"
              disabled={dialog?.busy}
              onClick={() => management.send({ type: 'unsubscribe.cancel' })}
            >
              {t('numbers.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={dialog?.busy}
              onClick={() => management.send({ type: 'unsubscribe.confirm' })}
            >
              {t('numbers.unsubscribe')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
