import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_TYPE_ALIASES,
  type AttachmentContentType,
  attachmentMaxBytes,
  MEDIA_PATH_PREFIX,
  MESSAGING_LIMITS,
  type VirtualNumberType,
} from '../../../src/services/api/contract/index.ts';
import type { Database } from '../../db/client.ts';
import { mediaFiles, messages } from '../../db/schema.ts';
import { type Failure, fail } from '../failure.ts';
import type { Transaction } from './messagingClock.ts';
import { MESSAGING_TEXTS } from './texts.ts';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface Attachment {
  bytes: Uint8Array;
  /** The type the sender declared. */
  fileType: string;
  fileName: string;
}

export interface CheckedAttachment {
  bytes: Uint8Array;
  contentType: AttachmentContentType;
  fileName: string;
}

/**
 * spec 1 §5: the size limit of the sender's number type, an image type the spec recognises, and
 * bytes that really are that type (a renamed file is refused).
 */
export function checkAttachment(attachment: Attachment, ownNumberType: VirtualNumberType): CheckedAttachment | Failure {
  const { bytes } = attachment;
  if (bytes.byteLength === 0) return fail('badRequest', MESSAGING_TEXTS.notAnImage);
  if (bytes.byteLength > attachmentMaxBytes(ownNumberType)) return fail('badRequest', MESSAGING_TEXTS.imageTooLarge);
  const declared = canonicalType(attachment.fileType);
  if (!declared) return fail('badRequest', MESSAGING_TEXTS.notAnImage);
  const actual = sniffImageType(bytes);
  if (!actual) return fail('badRequest', MESSAGING_TEXTS.notAnImage);
  if (actual !== declared) return fail('badRequest', MESSAGING_TEXTS.typeMismatch);
  return { bytes, contentType: actual, fileName: safeFileName(attachment.fileName) };
}

function canonicalType(fileType: string): AttachmentContentType | undefined {
  const type = fileType.trim().toLowerCase().split(';')[0]?.trim() ?? '';
  if ((ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(type)) return type as AttachmentContentType;
  return ATTACHMENT_TYPE_ALIASES[type];
}

/** The image type of the bytes by their signature, or undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): AttachmentContentType | undefined {
  const startsWith = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  const ascii = (offset: number, length: number) =>
    Buffer.from(bytes.subarray(offset, offset + length)).toString('latin1');

  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 2) === 'BM' && bytes.byteLength > 14) return 'image/bmp';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return 'image/webp';
  if (startsWith([0x49, 0x49, 0x2a, 0x00]) || startsWith([0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (startsWith([0x00, 0x00, 0x01, 0x00]) && bytes.byteLength > 6) return 'image/x-icon';
  if (ascii(4, 4) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 4))) return 'image/avif';
  // Anything else — SVG included (contract: raster images only) — is not an image here.
  return undefined;
}

/** Keeps the base name, without control characters or path separators. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MESSAGING_LIMITS.fileNameMax);
}

export interface StoredMedia {
  contentType: string;
  bytes: Buffer;
}

export async function readMedia(db: Database, token: string): Promise<StoredMedia | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(eq(mediaFiles.token, token))
    .limit(1);
  return row;
}

/**
 * Deletes the stored files behind these media URLs that no live message shows any more. The file
 * rows are locked first, so two transactions deleting the last two copies at once are ordered: the
 * second sees the first one's deletion and removes the file.
 */
export async function deleteUnshownMedia(tx: Transaction, mediaUrls: readonly string[]): Promise<void> {
  const tokens = [
    ...new Set(
      mediaUrls
        .flatMap((media) => media.split(','))
        .map((url) => url.trim())
        .filter((url) => url.startsWith(MEDIA_PATH_PREFIX))
        .map((url) => url.slice(MEDIA_PATH_PREFIX.length)),
    ),
  ];
  if (tokens.length === 0) return;
  await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(inArray(mediaFiles.token, tokens)).for('update');
  const shown = tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.media, sql`${MEDIA_PATH_PREFIX} || ${mediaFiles.token}`), isNull(messages.deletedAt)));
  await tx.delete(mediaFiles).where(and(inArray(mediaFiles.token, tokens), notExists(shown)));
}

/** The path part of a media URL as the client may send it back (absolute, resolved against the API base). */
export function mediaPathOf(url: string): string {
  if (url.startsWith(MEDIA_PATH_PREFIX)) return url;
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith(MEDIA_PATH_PREFIX) ? pathname : url;
  } catch {
    return url;
  }
}

/**
 * A short recording for a sandbox voicemail delivered without one: a WAV of a quiet 440 Hz tone
 * (8 kHz, 8-bit mono), so the player has something to play.
 */
export function sandboxVoicemailRecording(seconds = 2): Uint8Array {
  const sampleRate = 8000;
  const samples = sampleRate * seconds;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate, 28); // byte rate: 1 byte per sample
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) {
    wav[44 + i] = 128 + Math.round(24 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  }
  return wav;
}

export const VOICEMAIL_RECORDING_TYPE = 'audio/wav';
