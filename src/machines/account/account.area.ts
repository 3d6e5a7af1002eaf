/**
 * The account area as the root starts it (`../app/areas.ts`): the account chart with the
 * services its sections use, in its own chunk.
 */
import type { AreaFactory } from '../shared/area.ts';
import { accountMachine } from './account.machine.ts';

export const accountArea = (() => accountMachine) satisfies AreaFactory;
