import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ProfileGateMachine } from '../../machines/profileGate/profileGate.machine.ts';
import { selectGateNotice } from '../../machines/profileGate/toView.ts';
import { useAppActor } from '../appContext.ts';
import { GenericModal } from '../common/GenericModal.tsx';

type GateActor = ActorRefFrom<ProfileGateMachine>;

const AVATAR = { askComplete: 'person', reviewing: 'review', refused: 'warning', needPhone: 'person' } as const;

/** spec 1 §4 Profile gate: what shows when the profile is not ready for number actions. */
export function ProfileGateNotice() {
  const app = useAppActor();
  const gate = useSelector(app, (s) => s.children.profileGate) as GateActor | undefined;
  return gate ? <GateNoticeFor gate={gate} /> : null;
}

function GateNoticeFor({ gate }: { gate: GateActor }) {
  const intl = useIntl();
  const view = useSelector(gate, selectGateNotice);
  if (!view) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const dismiss = () => gate.send({ type: 'gate.dismiss' });
  const locked = view.notice === 'refused' && !view.offersProfileForm;
  const action = view.offersProfileForm || view.offersVerify ? t(`gate.${view.notice}.action`) : undefined;
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
      {t(locked ? 'gate.refused.lockedText' : `gate.${view.notice}.text`)}
    </GenericModal>
  );
}
