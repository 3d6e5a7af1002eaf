/**
 * speechToText (spec 1 §4 Transcription, §7): the text of one of the caller's voicemails, from the
 * speech adapter. A URL that is not a voicemail of the caller's is 100005; a transcription that
 * fails is 500000 with the spec's sorry text. The text answered is kept with the voicemail (`stt`),
 * so the chat search finds it by its words (docs/chat-search.md).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SpeechToTextAnswer } from '../../../src/services/api/contract/index.ts';
import type { ServerContext } from '../../context.ts';
import { messages } from '../../db/schema.ts';
import { type Failure, fail } from '../failure.ts';
import { mediaPathOf } from './media.ts';
import { MESSAGING_TEXTS } from './texts.ts';

export async function transcribeVoicemail(
  context: ServerContext,
  accountId: number,
  url: string,
  language: string | undefined,
): Promise<SpeechToTextAnswer | Failure> {
  const [voicemail] = await context.db
    .select({ id: messages.id, media: messages.media, transcript: messages.transcript })
    .from(messages)
    .where(
      and(
        eq(messages.accountId, accountId),
        eq(messages.type, 'voicemail'),
        inArray(messages.media, [...new Set([url, mediaPathOf(url)])]),
        isNull(messages.deletedAt),
      ),
    )
    .limit(1);
  if (!voicemail) return fail('notFound');
  let text: string;
  try {
    text = await context.speech.transcribe({
      audioUrl: voicemail.media,
      ...(language === undefined ? {} : { language }),
      carrierTranscript: voicemail.transcript,
    });
  } catch (error) {
    context.log.warn({ err: error }, 'speech to text failed');
    return fail('serviceUnavailable', MESSAGING_TEXTS.speechUnavailable);
  }
  // One statement of its own: the speech service's wait held no lock. A blank answer (the client
  // shows the sorry message for it) keeps nothing. Deleted meanwhile: kept too, never searched.
  if (text.trim() !== '') {
    await context.db
      .update(messages)
      .set({ stt: text.trim() })
      .where(and(eq(messages.id, voicemail.id), eq(messages.accountId, accountId)));
  }
  return { text };
}
