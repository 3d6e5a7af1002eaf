import { Button, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  sheet: {
    position: 'fixed',
    left: '50%',
    bottom: '24px',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    minWidth: '320px',
    maxWidth: 'min(640px, calc(100vw - 32px))',
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    ...shorthands.padding('12px', '12px', '12px', '20px'),
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    boxShadow: tokens.shadow28,
  },
  text: { flexGrow: 1, whiteSpace: 'pre-line' },
  close: { color: tokens.colorNeutralForegroundInverted },
});

/** spec 1 §2: the persistent alert bottom sheet with a close button (stays until closed). */
export function AlertSheet({ text, onClose }: { text: string; onClose(): void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.sheet} role="alert">
      <span className={styles.text}>{text}</span>
      <Button
        appearance="transparent"
        className={styles.close}
        icon={<DismissRegular />}
        aria-label={t('common.alert.close')}
        onClick={onClose}
      />
    </div>
  );
}
