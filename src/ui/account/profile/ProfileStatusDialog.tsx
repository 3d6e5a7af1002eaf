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
import { type ProfileActor, selectStatusDialog } from '../../../machines/account/profile/toView.ts';
import { useT } from '../../common/useT.ts';

/** spec 2 §2 Profile-status dialog: a title and body per display value; refused offers Update Now. */
export function ProfileStatusDialog({ profile }: { profile: ProfileActor }) {
  const t = useT();
  const display = useSelector(profile, selectStatusDialog);
  const close = () => profile.send({ type: 'status.close' });
  // spec 2 §2: 'pending (any status starting with pending)' shares its title.
  const title =
    display === 'pendingUseCase' ? t('profile.dialog.pending.title') : display && t(`profile.dialog.${display}.title`);
  return (
    <Dialog
      open={display !== null}
      onOpenChange={(_, data) => {
        if (!data.open) close();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{display && t(`profile.dialog.${display}.body`)}</DialogContent>
          <DialogActions>
            {display === 'refused' && (
              <Button appearance="primary" onClick={() => profile.send({ type: 'status.updateNow' })}>
                {t('profile.dialog.refused.updateNow')}
              </Button>
            )}
            <Button appearance={display === 'refused' ? 'secondary' : 'primary'} onClick={close}>
              {t('profile.dialog.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
