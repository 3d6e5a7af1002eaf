import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { MessageKey } from '../../services/i18n/catalogue.ts';
import { useT } from './useT.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '8px',
    padding: '16px 12px',
  },
  text: { color: tokens.colorNeutralForeground2 },
});

export interface LoadFailedProps {
  /** What could not be loaded, said to the person ('Your conversations could not be loaded.'). */
  message?: MessageKey;
  /** Sends the chart's reload event: the load is sent again. */
  onRetry(): void;
  className?: string;
}

/**
 * A list whose load failed (issue 22: a failure is never shown as emptiness): says so, with
 * 'Try again'. Announced as an alert, so a screen reader hears why the list is not there.
 */
export function LoadFailed({ message = 'common.loadFailed', onRetry, className }: LoadFailedProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={className ?? styles.root} role="alert">
      <Text className={styles.text}>{t(message)}</Text>
      <Button appearance="primary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
