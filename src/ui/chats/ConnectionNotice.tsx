import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { selectConnectionRef, selectWindowRef } from '../../machines/shell/app/toView.ts';
import {
  type ConnectionNotice as ConnectionNoticeShown,
  connectionNoticeOf,
  selectConnectionDown,
} from '../../machines/shell/connection/toView.ts';
import { selectWindowOffline } from '../../machines/shell/window/toView.ts';
import { useAppActor } from '../appContext.ts';
import { loadedWhenShown } from '../common/loadedWhenShown.ts';
import { useT } from '../common/useT.ts';

// Shown only once the connection has dropped: its bar (Fluent's MessageBar) loads when it first
// shows. Meanwhile — and while the server that sends it is away — the text shows in a plain box of
// the bar's colours.
const useConnectionNoticeBar = loadedWhenShown(() =>
  import('./ConnectionNoticeBar.tsx').then((module) => module.ConnectionNoticeBar),
);

const useStyles = makeStyles({
  body: { display: 'flex', alignItems: 'center', gap: '8px' },
  plain: {
    minHeight: '36px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteDarkOrangeBorder1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/**
 * The standing notice while the chat socket is down or reconnecting (spec 1 §4 Connection, §8
 * messages by meaning), gone once it is back (100 ms after, when the connection chart clears its
 * flags). It names the cause — 'You are offline' or 'The server cannot be reached', as
 * `connectionNoticeOf` decides from the connection and window charts. Sending waits meanwhile; the
 * message box says so itself.
 */
export function ConnectionNotice() {
  const app = useAppActor();
  const down = useSelector(useSelector(app, selectConnectionRef), selectConnectionDown);
  const browserOffline = useSelector(useSelector(app, selectWindowRef), selectWindowOffline);
  const notice = connectionNoticeOf({ down, browserOffline });
  return notice ? <DownNotice notice={notice} /> : null;
}

function DownNotice({ notice }: { notice: ConnectionNoticeShown }) {
  const styles = useStyles();
  const t = useT();
  const Bar = useConnectionNoticeBar();
  const content = (
    <>
      {notice.retrying && <Spinner size="extra-tiny" aria-hidden />}
      <span role="status">{t(notice.messageKey)}</span>
    </>
  );
  return Bar ? (
    <Bar className={styles.body}>{content}</Bar>
  ) : (
    <div className={`${styles.body} ${styles.plain}`}>{content}</div>
  );
}
