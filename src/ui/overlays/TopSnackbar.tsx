import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  type MessageBarIntent,
  makeStyles,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    top: '16px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    minWidth: '320px',
    maxWidth: 'min(640px, calc(100vw - 32px))',
  },
});

/**
 * spec 1 §2: the top snackbar notice with a close button (the chart clears it after 5 s). An
 * error notice is red (an error MessageBar), an informative one neutral. `inline`: shown where it
 * is placed rather than over the top of the page — inside a modal dialog, where anything outside
 * is hidden from screen readers.
 */
export function TopSnackbar({
  text,
  intent,
  onClose,
  inline = false,
}: {
  text: string;
  intent: Extract<MessageBarIntent, 'error' | 'info' | 'success'>;
  onClose(): void;
  inline?: boolean;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <MessageBar
      className={inline ? undefined : styles.bar}
      intent={intent}
      role={intent === 'error' ? 'alert' : 'status'}
    >
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t('common.snackbar.close')}
            onClick={onClose}
          />
        }
      />
    </MessageBar>
  );
}
