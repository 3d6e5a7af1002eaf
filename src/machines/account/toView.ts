/** What the account area's views read of its snapshot (spec 2 §2); sections add their selectors. */
import type { ActorRefFrom } from 'xstate';
import type { AccountMachine } from './account.machine.ts';

export type AccountActor = ActorRefFrom<AccountMachine>;
