import { makeStyles, Spinner } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { selectConnectionRef } from '../../machines/shell/app/toView.ts';
import { selectConnectionDown } from '../../machines/shell/connection/toView.ts';
import { useAppActor } from '../appContext.ts';
import { lazyNamed } from '../common/lazyNamed.ts';
import { useT } from '../common/useT.ts';

// Shown only once the connection has dropped: its bar loads when it first shows (its text shows
// alone meanwhile).
const ConnectionNoticeBar = lazyNamed(() => import('./ConnectionNoticeBar.tsx'), 'ConnectionNoticeBar');

const useStyles = makeStyles({
  body: { display: 'flex', alignItems: 'center', gap: '8px' },
});

/**
 * The standing 'Connection lost. Reconnecting…' notice (spec 1 §4 Connection, §8 messages by
 * meaning): shown while the chat socket is down or reconnecting, gone once it is back (100 ms
 * after, when the connection chart clears its flags). Sending is blocked meanwhile; the message
 * box says so itself.
 */
export function ConnectionNotice() {
  const styles = useStyles();
  const t = useT();
  const connection = useSelector(useAppActor(), selectConnectionRef);
  const down = useSelector(connection, selectConnectionDown);
  if (!down) return null;
  const content = (
    <>
      <Spinner size="extra-tiny" aria-hidden />
      <span role="status">{t('chats.connection.down')}</span>
    </>
  );
  return (
    <Suspense fallback={<div className={styles.body}>{content}</div>}>
      <ConnectionNoticeBar className={styles.body}>{content}</ConnectionNoticeBar>
    </Suspense>
  );
}
