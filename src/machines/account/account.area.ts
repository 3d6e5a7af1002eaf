/**
 * The account area as the root starts it (`../app/areas.ts`): the account chart with the
 * services its sections use, in its own chunk.
 */
import { apiBase } from '../../services/api/apiBase.ts';
import { privateImages } from '../../services/api/privateImages.ts';
import { browserCodecs } from '../../services/media/browserCodecs.ts';
import { browserCheckout } from '../../services/payments/checkout.ts';
import { apiManagementActions, apiManagementActors } from '../apiManagement/apiManagement.actors.ts';
import { apiManagementMachine } from '../apiManagement/apiManagement.machine.ts';
import { callbackDeliveriesActors } from '../callbackDeliveries/callbackDeliveries.actors.ts';
import { callbackDeliveriesMachine } from '../callbackDeliveries/callbackDeliveries.machine.ts';
import { creditActors } from '../credit/credit.actors.ts';
import { creditMachine } from '../credit/credit.machine.ts';
import { profileActors } from '../profile/profile.actors.ts';
import { profileMachine } from '../profile/profile.machine.ts';
import type { AreaFactory } from '../shared/area.ts';
import { accountMachine } from './account.machine.ts';

export const accountArea = ((services) =>
  accountMachine.provide({
    actors: {
      profile: profileMachine.provide({
        actors: profileActors(
          services.api,
          privateImages(apiBase(), () => services.store.getToken()),
          browserCodecs,
        ),
      }),
      apiManagement: apiManagementMachine.provide({
        actors: {
          ...apiManagementActors(services.api),
          callbackDeliveries: callbackDeliveriesMachine.provide({ actors: callbackDeliveriesActors(services.api) }),
        },
        actions: apiManagementActions(services.clipboard),
      }),
      credit: creditMachine.provide({ actors: creditActors(services.api, browserCheckout()) }),
    },
  })) satisfies AreaFactory;
