/**
 * The account area as the root starts it (`../app/areas.ts`): the account chart with the
 * services its sections use, in its own chunk.
 */
import { inviteImplementations } from '../invite/invite.actors.ts';
import { inviteMachine } from '../invite/invite.machine.ts';
import { redeemActions, redeemActors } from '../redeem/redeem.actors.ts';
import { redeemMachine } from '../redeem/redeem.machine.ts';
import type { AreaFactory } from '../shared/area.ts';
import { accountMachine } from './account.machine.ts';

export const accountArea = (({ api, store, clipboard }) =>
  accountMachine.provide({
    actors: {
      invite: inviteMachine.provide(
        inviteImplementations({ api, clipboard, origin: globalThis.location?.origin ?? '' }),
      ),
      redeem: redeemMachine.provide({ actors: redeemActors(api, store), actions: redeemActions(store) }),
    },
  })) satisfies AreaFactory;
