/**
 * The front page as the root starts it while nobody is logged in (`../app/app.actors.ts`
 * `loadFrontPage`): its chart with its calls, in its own chunk — the login screen downloads none of it.
 */
import type { Api } from '../../../services/api/createApi.ts';
import { frontPageActors } from './frontPage.actors.ts';
import { frontPageMachine } from './frontPage.machine.ts';

export const frontPageArea = (api: Api) => frontPageMachine.provide({ actors: frontPageActors(api) });
