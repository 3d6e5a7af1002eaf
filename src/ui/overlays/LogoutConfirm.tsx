import { useSelector } from '@xstate/react';
import type { SessionActor } from '../../machines/login/session/toView.ts';
import { useAppActor } from '../appContext.ts';
import { GenericModal } from '../common/GenericModal.tsx';
import { useT } from '../common/useT.ts';

/** spec 1 §4 Session: logout happens only after this confirmation. */
export function LogoutConfirm() {
  const app = useAppActor();
  const session = useSelector(app, (s) => s.children.session) as SessionActor | undefined;
  return session ? <LogoutConfirmFor session={session} /> : null;
}

function LogoutConfirmFor({ session }: { session: SessionActor }) {
  const t = useT();
  const confirming = useSelector(session, (s) => s.matches({ loggedIn: { logout: 'confirming' } }));
  const revoking = useSelector(session, (s) => s.matches({ loggedIn: { logout: 'revoking' } }));
  return (
    <GenericModal
      open={confirming || revoking}
      avatar="person"
      title={t('common.logout.title')}
      leftLabel={t('common.logout.cancel')}
      rightLabel={t('common.logout.confirm')}
      busy={revoking}
      onLeft={() => session.send({ type: 'logout.cancel' })}
      onRight={() => session.send({ type: 'logout.confirm' })}
    >
      {t('common.logout.text')}
    </GenericModal>
  );
}
