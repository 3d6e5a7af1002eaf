import { useSelector } from '@xstate/react';
import { createContext, use } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OverlaysActor } from '../machines/overlays/overlays/toView.ts';
import type { AppMachine } from '../machines/shell/app/app.machine.ts';
import { selectOverlaysRef } from '../machines/shell/app/toView.ts';

export type AppActor = ActorRefFrom<AppMachine>;

/** The root actor, created by `main.tsx`; every view reads its snapshots and sends it events. */
export const AppActorContext = createContext<AppActor | null>(null);

export function useAppActor(): AppActor {
  const actor = use(AppActorContext);
  if (!actor) throw new Error('useAppActor must be used inside <AppActorContext>');
  return actor;
}

/** The overlays actor (alert, snackbar, dialogs, verification modal, progress), a child of the root. */
export function useOverlaysActor(): OverlaysActor {
  const overlays = useSelector(useAppActor(), selectOverlaysRef);
  if (!overlays) throw new Error('the root runs no overlays actor');
  return overlays;
}
