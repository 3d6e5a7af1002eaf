/**
 * One voicemail's speech-to-text (spec 1 §4 Transcription, §7 GET /speechToText, §8 the sorry
 * message). It starts with getStt true and empty text; on success the text is set and sttStatus
 * is true; on failure the sorry message shows; getStt then becomes false. The language comes from
 * the locale's list (`languages.ts`), its first item by default.
 *
 * The spec's getStt / sttStatus are not kept as booleans: they are the states `transcribing` and
 * `transcribed` (`toView.ts` reads them).
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../../shared/notProvided.ts';
import { eventOf, outputOf } from '../../shared/params.ts';
import { toParent } from '../../shared/toParent.ts';
import { defaultTranscriptionLanguage, type TranscriptionLanguage, transcriptionLanguages } from './languages.ts';
import type {
  SpeechToTextRequest,
  SpeechToTextResult,
  TranscriptionContext,
  TranscriptionEvent,
  TranscriptionInput,
  TranscriptionOutput,
  TranscriptionSettled,
} from './types.ts';

// Only `transcribed` holds a text (a blank answer goes to `failed`, a new attempt clears it).
function outputOfContext(context: TranscriptionContext): TranscriptionOutput {
  return context.text === ''
    ? { smsId: context.smsId, stt: null }
    : { smsId: context.smsId, stt: context.text, sttStatus: true };
}

export const transcriptionMachine = setup({
  types: {
    context: {} as TranscriptionContext,
    events: {} as TranscriptionEvent,
    input: {} as TranscriptionInput,
    output: {} as TranscriptionOutput,
  },
  actors: {
    /** GET /speechToText with the voicemail's URL and the chosen language. */
    speechToText: notProvided<SpeechToTextResult, SpeechToTextRequest>('speechToText'),
  },
  actions: {
    storeLanguage: assign((_, params: { language: string }) => ({
      language: params.language as TranscriptionLanguage,
    })),
    // spec 1 §4: a transcription starts with empty text.
    clearText: assign({ text: '' }),
    storeText: assign((_, result: SpeechToTextResult) => ({ text: result.ok ? result.data.text.trim() : '' })),
    logFailure: (_, why: string) => console.warn('transcription failed:', why),
    /** The parent keeps the transcript on the message (spec 1 §3 stt, sttStatus). */
    notifySettled: ({ context }) =>
      toParent<TranscriptionSettled>(context.parent, {
        type: 'transcription.settled',
        output: outputOfContext(context),
      }),
  },
  guards: {
    isListedLanguage: ({ context }, params: { language: string }) =>
      (transcriptionLanguages(context.locale) as readonly string[]).includes(params.language),
    // decision: a blank transcript is no transcript — the person sees the sorry message.
    hasTranscript: (_, result: SpeechToTextResult) => result.ok && result.data.text.trim() !== '',
  },
}).createMachine({
  id: 'transcription',
  description: "One voicemail's speech-to-text: choose a language, transcribe, show the text or the sorry message.",
  context: ({ input }) => ({
    parent: input.parent,
    smsId: input.smsId,
    url: input.url,
    locale: input.locale,
    language: defaultTranscriptionLanguage(input.locale),
    text: '',
  }),
  initial: 'choosing',
  on: {
    'transcription.close': { target: '.closed' },
  },
  states: {
    choosing: {
      description: "The language list shows, the locale's first language chosen; nothing was asked yet.",
      on: {
        'transcription.language.select': {
          guard: { type: 'isListedLanguage', params: eventOf },
          actions: { type: 'storeLanguage', params: eventOf },
        },
        'transcription.start': { target: 'transcribing' },
      },
    },
    transcribing: {
      description: 'getStt is true and the text empty: GET /speechToText runs.',
      entry: 'clearText',
      invoke: {
        id: 'speechToText',
        src: 'speechToText',
        input: ({ context }): SpeechToTextRequest => ({ url: context.url, language: context.language }),
        onDone: [
          {
            guard: { type: 'hasTranscript', params: outputOf },
            target: 'transcribed',
            actions: { type: 'storeText', params: outputOf },
          },
          {
            target: 'failed',
            actions: {
              type: 'logFailure',
              params: ({ event }) => (event.output.ok ? 'blank transcript' : String(event.output.retcode)),
            },
          },
        ],
        onError: { target: 'failed', actions: { type: 'logFailure', params: 'unexpected error' } },
      },
    },
    failed: {
      description: 'getStt is false and the sorry message shows (spec 1 §8); the person may try again.',
      on: {
        'transcription.language.select': {
          guard: { type: 'isListedLanguage', params: eventOf },
          actions: { type: 'storeLanguage', params: eventOf },
        },
        'transcription.start': { target: 'transcribing' },
      },
    },
    transcribed: {
      description: 'getStt is false, sttStatus true: the text shows under the voicemail.',
      type: 'final',
      entry: 'notifySettled',
    },
    closed: {
      description: 'The person closed the transcription without a transcript.',
      type: 'final',
      entry: 'notifySettled',
    },
  },
  output: ({ context }) => outputOfContext(context),
});

export type TranscriptionMachine = typeof transcriptionMachine;
