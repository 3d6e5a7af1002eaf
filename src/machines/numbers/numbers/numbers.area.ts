/**
 * The numbers area as the root starts it (`../app/areas.ts`): the numbers chart with its services,
 * in its own chunk with Number Management, Settings and the history chart.
 */

import type { AreaFactory } from '../../shared/area.ts';
import { newNumberActors } from '../newNumber/newNumber.actors.ts';
import { newNumberMachine } from '../newNumber/newNumber.machine.ts';
import { planChangeActors } from '../planChange/planChange.actors.ts';
import { planChangeMachine } from '../planChange/planChange.machine.ts';
import { plansPageActions, plansPageActors } from '../plansPage/plansPage.actors.ts';
import { plansPageMachine } from '../plansPage/plansPage.machine.ts';
import { numbersActions, numbersActors } from './numbers.actors.ts';
import { numbersMachine } from './numbers.machine.ts';

export const numbersArea = (({ api, store, clipboard }) =>
  numbersMachine.provide({
    actors: {
      ...numbersActors({ api, store, clipboard }),
      newNumber: newNumberMachine.provide({ actors: newNumberActors(api) }),
      planChange: planChangeMachine.provide({ actors: planChangeActors(api) }),
      plansPage: plansPageMachine.provide({ actors: plansPageActors(api), actions: plansPageActions(store) }),
    },
    actions: numbersActions({ store }),
  })) satisfies AreaFactory;
