/**
 * The account area as the root starts it (`../app/areas.ts`): the account chart with the
 * services its sections use, in its own chunk.
 */
import { apiManagementActions, apiManagementActors } from '../apiManagement/apiManagement.actors.ts';
import { apiManagementMachine } from '../apiManagement/apiManagement.machine.ts';
import { callbackDeliveriesActors } from '../callbackDeliveries/callbackDeliveries.actors.ts';
import { callbackDeliveriesMachine } from '../callbackDeliveries/callbackDeliveries.machine.ts';
import type { AreaFactory } from '../shared/area.ts';
import { accountMachine } from './account.machine.ts';

export const accountArea = (({ api, clipboard }) =>
  accountMachine.provide({
    actors: {
      apiManagement: apiManagementMachine.provide({
        actors: {
          ...apiManagementActors(api),
          callbackDeliveries: callbackDeliveriesMachine.provide({ actors: callbackDeliveriesActors(api) }),
        },
        actions: apiManagementActions(clipboard),
      }),
    },
  })) satisfies AreaFactory;
