import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useT } from '../../common/useT.ts';

/** spec 2 §2: the unsaved-changes dialog, Discard or Stay On Page (profile form and identity dialog). */
export function UnsavedChangesDialog({
  open,
  onDiscard,
  onStay,
}: {
  open: boolean;
  onDiscard(): void;
  onStay(): void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onStay();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('profile.unsaved.title')}</DialogTitle>
          <DialogContent>{t('profile.unsaved.body')}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onDiscard}>
              {t('profile.unsaved.discard')}
            </Button>
            <Button appearance="primary" onClick={onStay}>
              {t('profile.unsaved.stay')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
