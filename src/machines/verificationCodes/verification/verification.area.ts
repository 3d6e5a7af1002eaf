/**
 * The verification area as the root starts it (`../app/areas.ts`): the verification chart with
 * its services, in its own chunk with New Code, the polling, the verification numbers and their
 * history.
 */
import type { AreaFactory } from '../../shared/area.ts';
import { verificationActors } from './verification.actors.ts';
import { verificationMachine } from './verification.machine.ts';

export const verificationArea = (({ api, clipboard }) =>
  verificationMachine.provide({ actors: verificationActors(api, clipboard) })) satisfies AreaFactory;
