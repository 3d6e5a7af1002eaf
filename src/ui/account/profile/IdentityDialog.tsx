import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { selectIdentityDialog } from '../../../machines/account/identityUpload/toView.ts';
import type { KycImage, KycSection } from '../../../machines/account/identityUpload/types.ts';
import type { IdentityUploadActor } from '../../../machines/account/profile/toView.ts';
import type { MessageKey } from '../../../services/i18n/catalogue.ts';
import { useT } from '../../common/useT.ts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '8px', margin: '0 0 16px', padding: 0, border: 'none' },
  images: { display: 'flex', gap: '12px', flexWrap: 'wrap', alignItems: 'center' },
  image: {
    position: 'relative',
    width: '140px',
    height: '100px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  picture: { width: '100%', height: '100%', objectFit: 'cover' },
  remove: { position: 'absolute', top: '2px', right: '2px' },
  hidden: { display: 'none' },
});

/** spec 2 §2 'Proof of Your Identity': two sections, Submit, the success dialog, unsaved changes. */
export function IdentityDialog({ identity }: { identity: IdentityUploadActor }) {
  const t = useT();
  const view = useSelector(identity, selectIdentityDialog, shallowEqual);
  const kycStatus = useSelector(identity, (s) => s.context.kyc?.status ?? -1);
  const close = () => identity.send({ type: 'upload.close' });
  return (
    <>
      <Dialog
        open={!view.succeeded}
        onOpenChange={(_, data) => {
          if (!data.open) close();
        }}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('identity.title')}</DialogTitle>
            <DialogContent>
              {!view.editable && (
                <Text block>{t('identity.readOnly', { status: t(`profile.kyc.${kycStatus}` as MessageKey) })}</Text>
              )}
              {view.editable && <Text block>{t('identity.hint')}</Text>}
              <ImageSection
                identity={identity}
                section="idCard"
                images={view.idCard}
                canAdd={view.canAddIdCard}
                editable={view.editable}
              />
              <ImageSection
                identity={identity}
                section="idHold"
                images={view.idHold}
                canAdd={view.canAddIdHold}
                editable={view.editable}
              />
              {view.notice && (
                <MessageBar intent="error" role="alert">
                  {t(`identity.notice.${view.notice}`)}
                </MessageBar>
              )}
              {view.busy && <Spinner size="tiny" role="status" label={t(busyLabel[view.busy])} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                {t('identity.close')}
              </Button>
              {view.editable && (
                <Button
                  appearance="primary"
                  disabled={!view.submitEnabled}
                  onClick={() => identity.send({ type: 'upload.submit' })}
                >
                  {view.busy === 'uploading' ? t('identity.submitting') : t('identity.submit')}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
          {/* Nested in the dialog it guards: a click in it is not a click outside that dialog. */}
          <UnsavedChangesDialog
            open={view.unsaved}
            onDiscard={() => identity.send({ type: 'unsaved.discard' })}
            onStay={() => identity.send({ type: 'unsaved.stay' })}
          />
        </DialogSurface>
      </Dialog>
      <Dialog
        open={view.succeeded}
        modalType="alert"
        onOpenChange={(_, data) => {
          if (!data.open) identity.send({ type: 'success.close' });
        }}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('identity.success.title')}</DialogTitle>
            <DialogContent>{t('identity.success.body')}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => identity.send({ type: 'success.close' })}>
                {t('profile.dialog.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}

const busyLabel = {
  loading: 'identity.loading',
  preparing: 'identity.preparing',
  uploading: 'identity.submitting',
} as const satisfies Record<string, MessageKey>;

function ImageSection({
  identity,
  section,
  images,
  canAdd,
  editable,
}: {
  identity: IdentityUploadActor;
  section: KycSection;
  images: readonly KycImage[];
  canAdd: boolean;
  editable: boolean;
}) {
  const styles = useStyles();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const title = t(`identity.section.${section}`);
  return (
    <fieldset className={styles.section} aria-label={title}>
      <legend>
        <Text weight="semibold">{title}</Text>
      </legend>
      <div className={styles.images}>
        {images.map((image, index) => (
          <div key={image.id} className={styles.image}>
            {image.preview ? (
              <img className={styles.picture} src={image.preview} alt={t('identity.image', { index: index + 1 })} />
            ) : (
              <Text>{t('identity.image', { index: index + 1 })}</Text>
            )}
            {editable && (
              <Button
                className={styles.remove}
                size="small"
                icon={<DismissRegular />}
                aria-label={t('identity.remove', { index: index + 1 })}
                onClick={() => identity.send({ type: 'image.remove', section, id: image.id })}
              />
            )}
          </div>
        ))}
        {canAdd && (
          <>
            <Button onClick={() => input.current?.click()} aria-label={`${t('identity.add')}: ${title}`}>
              {t('identity.add')}
            </Button>
            <input
              ref={input}
              className={styles.hidden}
              type="file"
              accept="image/png,image/jpeg,.png,.jpg,.jpeg"
              data-section={section}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) identity.send({ type: 'image.pick', section, file });
              }}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
