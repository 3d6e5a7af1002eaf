/**
 * The account area as the root starts it (`../app/areas.ts`): the account chart with the
 * services its sections use, in its own chunk.
 */
import { ledgerHistories } from '../history/ledger.actors.ts';
import { ratesActors } from '../rates/rates.actors.ts';
import { ratesMachine } from '../rates/rates.machine.ts';
import type { AreaFactory } from '../shared/area.ts';
import { accountMachine } from './account.machine.ts';

export const accountArea = ((services) =>
  accountMachine.provide({
    actors: {
      ...ledgerHistories(services.api),
      rates: ratesMachine.provide({ actors: ratesActors(services.api) }),
    },
  })) satisfies AreaFactory;
