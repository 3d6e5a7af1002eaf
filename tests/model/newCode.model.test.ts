/**
 * Model-based test of New Code (spec 3 §2, §4, §5, §8): paths from `xstate/graph`, replayed on a
 * real actor with fake calls and a fake polling child; the model lives in `newCode.model.ts`.
 */
import { testModel } from '../support/model.ts';
import { newCodeModel } from './newCode.model.ts';

testModel(newCodeModel);
