/**
 * The account area as the root starts it (`../app/areas.ts`): the account chart with the
 * services its sections use, in its own chunk.
 */
import { browserCodecs } from '../../../services/media/browserCodecs.ts';
import { browserCheckout } from '../../../services/payments/checkout.ts';
import { ledgerHistories } from '../../common/history/ledger.actors.ts';
import type { AreaFactory } from '../../shared/area.ts';
import { verificationActors } from '../../verificationCodes/verification/verification.actors.ts';
import { verificationMachine } from '../../verificationCodes/verification/verification.machine.ts';
import { apiManagementActions, apiManagementActors } from '../apiManagement/apiManagement.actors.ts';
import { apiManagementMachine } from '../apiManagement/apiManagement.machine.ts';
import { callbackDeliveriesActors } from '../callbackDeliveries/callbackDeliveries.actors.ts';
import { callbackDeliveriesMachine } from '../callbackDeliveries/callbackDeliveries.machine.ts';
import { creditActors } from '../credit/credit.actors.ts';
import { creditMachine } from '../credit/credit.machine.ts';
import { inviteImplementations } from '../invite/invite.actors.ts';
import { inviteMachine } from '../invite/invite.machine.ts';
import { profileActors } from '../profile/profile.actors.ts';
import { profileMachine } from '../profile/profile.machine.ts';
import { ratesActors } from '../rates/rates.actors.ts';
import { ratesMachine } from '../rates/rates.machine.ts';
import { redeemActions, redeemActors } from '../redeem/redeem.actors.ts';
import { redeemMachine } from '../redeem/redeem.machine.ts';
import { accountMachine } from './account.machine.ts';

export const accountArea = (({ api, store, clipboard, privateImages }) =>
  accountMachine.provide({
    actors: {
      profile: profileMachine.provide({
        actors: profileActors(api, privateImages, browserCodecs),
      }),
      credit: creditMachine.provide({ actors: creditActors(api, browserCheckout()) }),
      invite: inviteMachine.provide(
        inviteImplementations({ api, clipboard, origin: globalThis.location?.origin ?? '' }),
      ),
      redeem: redeemMachine.provide({ actors: redeemActors(api, store), actions: redeemActions(store) }),
      ...ledgerHistories(api),
      rates: ratesMachine.provide({ actors: ratesActors(api) }),
      apiManagement: apiManagementMachine.provide({
        actors: {
          ...apiManagementActors(api),
          callbackDeliveries: callbackDeliveriesMachine.provide({ actors: callbackDeliveriesActors(api) }),
        },
        actions: apiManagementActions(clipboard),
      }),
      verification: verificationMachine.provide({ actors: verificationActors(api, clipboard) }),
    },
  })) satisfies AreaFactory;
