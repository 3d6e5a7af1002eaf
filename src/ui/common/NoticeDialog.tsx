import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

export interface NoticeDialogProps {
  title: string;
  text: string;
  /** The one button's label (each area words its own OK). */
  okLabel: string;
  onClose(): void;
  open?: boolean;
}

/** A notice with one OK button (an alert dialog: submitted, updated, no number, thanks…). */
export function NoticeDialog({ title, text, okLabel, onClose, open = true }: NoticeDialogProps) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {okLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
