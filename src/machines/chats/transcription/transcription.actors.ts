/**
 * The transcription chart's injected actor, built from the API:
 * `transcriptionMachine.provide({ actors: transcriptionActors(api) })`.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../../../services/api/createApi.ts';
import type { SpeechToTextRequest, SpeechToTextResult } from './types.ts';

export function transcriptionActors(api: Pick<Api, 'speechToText'>) {
  return {
    speechToText: fromPromise<SpeechToTextResult, SpeechToTextRequest>(({ input, signal }) =>
      api.speechToText({ url: input.url, language: input.language }, { signal }),
    ),
  };
}
