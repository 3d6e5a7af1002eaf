/**
 * The JieMa tool as the root starts it (`../app/areas.ts`, the verification tab on brands whose
 * `verificationTool` is 'jiema'): its chart with its services, in its own chunk.
 */
import type { AreaFactory } from '../../shared/area.ts';
import { jiemaActors } from './jiema.actors.ts';
import { jiemaMachine } from './jiema.machine.ts';

export const jiemaArea = (({ api, clipboard }) =>
  jiemaMachine.provide({ actors: jiemaActors(api, clipboard) })) satisfies AreaFactory;
