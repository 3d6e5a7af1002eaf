import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    bottom: '16px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    minWidth: '320px',
    maxWidth: 'min(640px, calc(100vw - 32px))',
  },
});

/** The app-update notice's bar: a new version waits for the person's Reload (never swaps by itself). */
export function AppUpdateBar({
  reloading,
  onReload,
  onLater,
}: {
  reloading: boolean;
  onReload(): void;
  onLater(): void;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <MessageBar className={styles.bar} intent="info" role="status" aria-live="polite">
      <MessageBarBody>
        <MessageBarTitle>{t('shell.appUpdate.ready')}</MessageBarTitle>
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" size="small" disabled={reloading} onClick={onReload}>
          {reloading ? t('shell.appUpdate.reloading') : t('shell.appUpdate.reload')}
        </Button>
        <Button size="small" disabled={reloading} onClick={onLater}>
          {t('shell.appUpdate.later')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
