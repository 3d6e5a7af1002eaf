/** What the embedded plans page's frame and header show (spec 3 §2 Embedded plans page). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { headerButtons, showsBack } from './messages.ts';
import type { PlansPageMachine } from './plansPage.machine.ts';
import type { PlansHeaderButton } from './types.ts';

export type PlansPageActor = ActorRefFrom<PlansPageMachine>;
export type PlansPageSnapshot = SnapshotFrom<PlansPageMachine>;

export interface PlansPageView {
  /** The frame's address, once configured. */
  url: string | null;
  origin: string | null;
  unavailable: boolean;
  /** The frame's own title for its route; '' until it tells one (the header then shows 'Plans'). */
  title: string;
  /** spec 3 §2: hidden on the plans route (and before any route is known). */
  back: boolean;
  buttons: readonly PlansHeaderButton[];
}

export function plansPageToView(snapshot: PlansPageSnapshot): PlansPageView {
  const { context } = snapshot;
  return {
    url: context.target?.url ?? null,
    origin: context.target?.origin ?? null,
    unavailable: snapshot.matches('unavailable'),
    title: context.title,
    back: showsBack(context.route),
    buttons: headerButtons(context.route),
  };
}
