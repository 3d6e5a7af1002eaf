/** What the identity dialog's view reads from an `identityUpload` snapshot (spec 2 §2, §4, §5). */
import type { SnapshotFrom } from 'xstate';
import type { IdentityUploadMachine } from './identityUpload.machine.ts';
import { canSubmit, hasRoom, uploadAllowed } from './rules.ts';
import type { ImageNotice, KycImage } from './types.ts';

export type IdentityUploadSnapshot = SnapshotFrom<IdentityUploadMachine>;

export interface IdentityDialogView {
  editable: boolean;
  idCard: readonly KycImage[];
  idHold: readonly KycImage[];
  canAddIdCard: boolean;
  canAddIdHold: boolean;
  notice: ImageNotice | null;
  submitEnabled: boolean;
  busy: 'loading' | 'preparing' | 'uploading' | null;
  unsaved: boolean;
  succeeded: boolean;
}

export function selectIdentityDialog(snapshot: IdentityUploadSnapshot): IdentityDialogView {
  const { context } = snapshot;
  const editable = uploadAllowed(context.kyc);
  return {
    editable,
    idCard: context.idCard,
    idHold: context.idHold,
    canAddIdCard: editable && hasRoom(context.idCard),
    canAddIdHold: editable && hasRoom(context.idHold),
    notice: context.notice,
    submitEnabled: editable && canSubmit(context) && snapshot.matches('editing'),
    busy: snapshot.matches('loadingPreviews')
      ? 'loading'
      : snapshot.matches('preparing')
        ? 'preparing'
        : snapshot.matches('uploading')
          ? 'uploading'
          : null,
    unsaved: snapshot.matches('unsaved'),
    succeeded: snapshot.matches('succeeded'),
  };
}
