import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ProfileGateMachine } from '../../machines/overlays/profileGate/profileGate.machine.ts';
import { selectGateNotice } from '../../machines/overlays/profileGate/toView.ts';
import { useAppActor } from '../appContext.ts';
import { GenericModal } from '../common/GenericModal.tsx';
import { useT } from '../common/useT.ts';

type GateActor = ActorRefFrom<ProfileGateMachine>;

const AVATAR = { askComplete: 'person', reviewing: 'review', refused: 'warning', needPhone: 'person' } as const;

/** spec 1 §4 Profile gate: what shows when the profile is not ready for number actions. */
export function ProfileGateNotice() {
  const app = useAppActor();
  const gate = useSelector(app, (s) => s.children.profileGate) as GateActor | undefined;
  return gate ? <GateNoticeFor gate={gate} /> : null;
}

function GateNoticeFor({ gate }: { gate: GateActor }) {
  const t = useT();
  const view = useSelector(gate, selectGateNotice);
  if (!view) return null;
  const dismiss = () => gate.send({ type: 'gate.dismiss' });
  // Only a notice that offers a way on has an action label ('reviewing' offers none).
  const action =
    (view.offersProfileForm || view.offersVerify) && view.notice !== 'reviewing'
      ? t(`gate.${view.notice}.action`)
      : undefined;
  const proceed = () =>
    gate.send({ type: view.offersVerify ? 'gate.verify' : view.offersProfileForm ? 'gate.complete' : 'gate.dismiss' });
  return (
    <GenericModal
      open
      avatar={AVATAR[view.notice]}
      title={t(`gate.${view.notice}.title`)}
      leftLabel={action ? t('gate.later') : undefined}
      rightLabel={action}
      onLeft={dismiss}
      onRight={proceed}
      onDismiss={dismiss}
    >
      {t(view.text)}
    </GenericModal>
  );
}
