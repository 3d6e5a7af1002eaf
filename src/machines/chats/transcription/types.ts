import type { AnyActorRef } from 'xstate';
import type { SpeechToTextAnswer } from '../../../services/api/contract/messaging.ts';
import type { ApiResult } from '../../../services/api/result.ts';
import type { Locale } from '../../../services/i18n/locale.ts';
import type { TranscriptionLanguage } from './languages.ts';

/** One voicemail's transcription (spec 1 §4 Transcription). */
export interface TranscriptionInput {
  /** The hosting chart, told of this chart's progress (passed by the host: `parent: self`). */
  parent?: AnyActorRef;

  /** The voicemail's smsId, echoed in the output so the parent stores the transcript on it. */
  smsId: string;
  /** The voicemail's media URL as listed. */
  url: string;
  locale: Locale;
}

export interface SpeechToTextRequest {
  url: string;
  language: TranscriptionLanguage;
}

export type SpeechToTextResult = ApiResult<SpeechToTextAnswer>;

export interface TranscriptionContext {
  /** The hosting chart (from the input); absent when the chart runs on its own. */
  parent: AnyActorRef | undefined;
  smsId: string;
  url: string;
  locale: Locale;
  language: TranscriptionLanguage;
  /** spec 1 §3 Message `stt`: empty until a transcript arrives. */
  text: string;
}

export type TranscriptionEvent =
  | { type: 'transcription.language.select'; language: string }
  | { type: 'transcription.start' }
  | { type: 'transcription.close' };

/** The transcript to keep on the message (spec 1 §3: stt, sttStatus true). */
export type TranscriptionOutput = { smsId: string; stt: string; sttStatus: true } | { smsId: string; stt: null };

/** What the chart tells its parent when it ends (the same value is its output). */
export type TranscriptionSettled = { type: 'transcription.settled'; output: TranscriptionOutput };
