import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  veil: {
    position: 'fixed',
    inset: '0',
    zIndex: 2000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBackgroundOverlay,
  },
});

/** spec 1 §2: the progress/loading spinner over everything while a blocking call runs. */
export function ProgressOverlay() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.veil} role="progressbar" aria-busy="true" aria-label={t('common.loading')}>
      <Spinner size="large" />
    </div>
  );
}
