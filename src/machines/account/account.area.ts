/**
 * The account area as the root starts it (`../app/areas.ts`): the account chart with the
 * services its sections use, in its own chunk.
 */
import { browserCheckout } from '../../services/payments/checkout.ts';
import { creditActors } from '../credit/credit.actors.ts';
import { creditMachine } from '../credit/credit.machine.ts';
import type { AreaFactory } from '../shared/area.ts';
import { accountMachine } from './account.machine.ts';

export const accountArea = (({ api }) =>
  accountMachine.provide({
    actors: { credit: creditMachine.provide({ actors: creditActors(api, browserCheckout()) }) },
  })) satisfies AreaFactory;
