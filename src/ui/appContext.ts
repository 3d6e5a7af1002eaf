import { createContext, use } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AppMachine } from '../machines/app/app.machine.ts';

export type AppActor = ActorRefFrom<AppMachine>;

/** The root actor, created by `main.tsx`; every view reads its snapshots and sends it events. */
export const AppActorContext = createContext<AppActor | null>(null);

export function useAppActor(): AppActor {
  const actor = use(AppActorContext);
  if (!actor) throw new Error('useAppActor must be used inside <AppActorContext>');
  return actor;
}
