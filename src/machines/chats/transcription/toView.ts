/** What the voicemail's transcription shows (spec 1 §4 Transcription, §8). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { MessageKey } from '../../../services/i18n/catalogue.ts';
import { type TranscriptionLanguage, transcriptionLanguages } from './languages.ts';
import type { TranscriptionMachine } from './transcription.machine.ts';

export type TranscriptionActor = ActorRefFrom<TranscriptionMachine>;
export type TranscriptionSnapshot = SnapshotFrom<TranscriptionMachine>;

/** spec 1 §8: the transcription failure message. */
export const TRANSCRIPTION_SORRY: MessageKey = 'chats.transcription.sorry';

/** spec 1 §3 Message getStt: a transcription is in progress. */
export function isTranscribing(snapshot: TranscriptionSnapshot): boolean {
  return snapshot.matches('transcribing');
}

/** spec 1 §3 Message sttStatus: the transcription is done. */
export function isTranscribed(snapshot: TranscriptionSnapshot): boolean {
  return snapshot.matches('transcribed');
}

/** The transcript once there is one, else null. */
export function transcriptOf(snapshot: TranscriptionSnapshot): string | null {
  return snapshot.matches('transcribed') ? snapshot.context.text : null;
}

/** The sorry message while the last attempt failed, else null. */
export function sorryOf(snapshot: TranscriptionSnapshot): MessageKey | null {
  return snapshot.matches('failed') ? TRANSCRIPTION_SORRY : null;
}

export function languageChoiceOf(snapshot: TranscriptionSnapshot): {
  languages: readonly TranscriptionLanguage[];
  chosen: TranscriptionLanguage;
  /** The list is offered before the first attempt and after a failure. */
  open: boolean;
} {
  return {
    languages: transcriptionLanguages(snapshot.context.locale),
    chosen: snapshot.context.language,
    open: snapshot.matches('choosing') || snapshot.matches('failed'),
  };
}
