import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { selectNotifierRef } from '../../machines/shell/app/toView.ts';
import { enableNotificationsOffer, type NotifierActor } from '../../machines/shell/notifier/toView.ts';
import { useAppActor } from '../appContext.ts';
import { useT } from '../common/useT.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    padding: '8px 12px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * issue 22 item 6: the one place the browser is asked for notification permission — a person's
 * click. Shown while nobody decided; it goes away once they allow or block.
 */
export function EnableNotifications() {
  const app = useAppActor();
  const notifier = useSelector(app, selectNotifierRef);
  return notifier ? <Offer notifier={notifier} /> : null;
}

function Offer({ notifier }: { notifier: NotifierActor }) {
  const styles = useStyles();
  const t = useT();
  const hintId = useId();
  const offer = useSelector(notifier, enableNotificationsOffer);
  if (offer === null) return null;
  return (
    <div className={styles.root}>
      <Button
        appearance="secondary"
        icon={<AlertRegular />}
        aria-describedby={hintId}
        disabledFocusable={offer === 'asking'}
        // The click itself asks: browsers allow the prompt only from a person's action.
        onClick={() => notifier.send({ type: 'permission.request' })}
      >
        {t('chats.notifications.enable')}
      </Button>
      <Text id={hintId} size={200} className={styles.hint}>
        {t('chats.notifications.hint')}
      </Text>
    </div>
  );
}
