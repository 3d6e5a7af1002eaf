/**
 * Model-based test of the session chart: the shortest paths from `xstate/graph` (completed so
 * every transition is taken) replayed on a real actor with fake services and a simulated clock.
 */
import { testModel } from '../support/model.ts';
import { sessionModel } from './session.model.ts';

testModel(sessionModel);
