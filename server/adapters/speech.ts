/**
 * Speech to text for voicemails (spec 1 §4 Transcription). The server ships the sandbox adapter
 * (`speechSandbox.ts`); a production deployment passes its own `SpeechToText` to `createServer`.
 */

export interface TranscriptionRequest {
  /** The recording's URL as stored with the voicemail (root-relative for media on this server). */
  audioUrl: string;
  /** A language tag such as 'en-US', when the user chose one. */
  language?: string;
  /** The carrier's own transcript of this voicemail, when it delivered one. */
  carrierTranscript: string | null;
}

export interface SpeechToText {
  /** Resolves with the text; rejects when the recording could not be transcribed. */
  transcribe(request: TranscriptionRequest): Promise<string>;
}

/** Used outside sandbox mode when no speech service was configured: every transcription fails. */
export const unconfiguredSpeech: SpeechToText = {
  transcribe: () => Promise.reject(new Error('no speech-to-text service is configured: pass `speech` to createServer')),
};
