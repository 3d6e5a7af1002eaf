/**
 * Sandbox speech to text: answers the transcript recorded with the voicemail (`POST
 * /sandbox/inbound` with `transcript`), and fails for a voicemail delivered without one, so both
 * the transcript and the sorry message (spec 1 §8) can be tried.
 */
import type { SpeechToText } from './speech.ts';

export const sandboxSpeech: SpeechToText = {
  async transcribe({ carrierTranscript }) {
    if (carrierTranscript === null || carrierTranscript.trim() === '') {
      throw new Error('the sandbox has no transcript for this voicemail');
    }
    return carrierTranscript;
  },
};
