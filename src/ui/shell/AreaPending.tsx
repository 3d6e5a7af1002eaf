import { Button, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { AreaId } from '../../machines/shell/app/areas.ts';
import { selectAreaStatus } from '../../machines/shell/app/toView.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  root: { paddingTop: '48px', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '12px' },
});

/**
 * What an area's tab shows before its chart runs: the area's code is still arriving (a spinner
 * announced as 'Loading'), or it could not be fetched (the reason and 'Try again').
 */
export function AreaPending({ area }: { area: AreaId | 'frontPage' }) {
  const styles = useStyles();
  const t = useT();
  const app = useAppActor();
  const status = useSelector(app, selectAreaStatus(area));
  if (status !== 'failed') return <Spinner className={styles.root} role="status" label={t('common.loading')} />;
  return (
    <div className={styles.root} role="alert">
      <Text>{t('shell.area.loadFailed')}</Text>
      <Button appearance="primary" onClick={() => app.send({ type: 'areas.retry' })}>
        {t('shell.area.retry')}
      </Button>
    </div>
  );
}
