import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  DocumentSearchRegular,
  EmojiSadRegular,
  type FluentIcon,
  GiftRegular,
  PersonRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useT } from './useT.ts';

/** spec 1 §2: the generic modal's avatar variants. */
export type ModalAvatar = 'gift' | 'person' | 'warning' | 'review' | 'oops';

const AVATARS: Record<ModalAvatar, { icon: FluentIcon; colour: string }> = {
  gift: { icon: GiftRegular, colour: tokens.colorPaletteMarigoldBackground2 },
  person: { icon: PersonRegular, colour: tokens.colorBrandBackground2 },
  warning: { icon: WarningRegular, colour: tokens.colorPaletteYellowBackground2 },
  review: { icon: DocumentSearchRegular, colour: tokens.colorPaletteLightTealBackground2 },
  oops: { icon: EmojiSadRegular, colour: tokens.colorPaletteRedBackground2 },
};

const useStyles = makeStyles({
  surface: { maxWidth: '420px' },
  avatar: {
    width: '64px',
    height: '64px',
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    margin: '0 auto 12px',
    fontSize: '32px',
    color: tokens.colorNeutralForeground1,
  },
  title: { textAlign: 'center' },
  content: { textAlign: 'center', whiteSpace: 'pre-line' },
  actions: { justifyContent: 'center', display: 'flex', gap: '12px', width: '100%' },
});

export interface GenericModalProps {
  open: boolean;
  avatar?: ModalAvatar;
  title: ReactNode;
  children?: ReactNode;
  /** Optional secondary button (e.g. 'Back', 'Later', 'Cancel'). */
  leftLabel?: ReactNode;
  /** Defaults to OK / 好的 (spec 1 §2). */
  rightLabel?: ReactNode;
  onLeft?(): void;
  onRight(): void;
  /** Escape or a click outside; defaults to the left action, else the right one. */
  onDismiss?(): void;
  busy?: boolean;
}

/**
 * The one dialog every root overlay is made of (error dialog, no-credit, unlock-bonus, logout
 * confirmation, the generic modal): a round avatar, a title, a text and one or two buttons.
 * Loaded with its first opening (see GenericModal.tsx).
 */
export function GenericModalDialog(props: GenericModalProps) {
  const { open, avatar, title, children, leftLabel, rightLabel, onLeft, onRight, onDismiss, busy } = props;
  const styles = useStyles();
  const t = useT();
  const dismiss = onDismiss ?? onLeft ?? onRight;
  const Avatar = avatar ? AVATARS[avatar] : null;
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && dismiss()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle className={styles.title}>
            {Avatar && (
              <span className={styles.avatar} style={{ backgroundColor: Avatar.colour }} aria-hidden>
                <Avatar.icon />
              </span>
            )}
            {title}
          </DialogTitle>
          {children && <DialogContent className={styles.content}>{children}</DialogContent>}
          <DialogActions className={styles.actions} fluid>
            {leftLabel && onLeft && (
              <Button appearance="secondary" onClick={onLeft} disabled={busy}>
                {leftLabel}
              </Button>
            )}
            <Button appearance="primary" onClick={onRight} disabled={busy}>
              {rightLabel ?? t('common.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
