/**
 * The numbers area as the root starts it (`../app/areas.ts`): the numbers chart with its services,
 * in its own chunk with Number Management, Settings and the history chart.
 */
import type { AreaFactory } from '../shared/area.ts';
import { numbersActions, numbersActors } from './numbers.actors.ts';
import { numbersMachine } from './numbers.machine.ts';

export const numbersArea = (({ api, store, clipboard }) =>
  numbersMachine.provide({
    actors: numbersActors({ api, store, clipboard }),
    actions: numbersActions({ store }),
  })) satisfies AreaFactory;
