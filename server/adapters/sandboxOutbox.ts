/**
 * Sandbox messenger: instead of sending, it logs each code and keeps it in an in-memory outbox
 * that `GET /sandbox/outbox` lists, so a newcomer can log in with no SMS or mail account. The
 * sandbox carrier (`carrierSandbox.ts`) records the off-net SMS/MMS of chats here too.
 */
import type { FastifyBaseLogger } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type {
  OutboxEntry,
  OutboxKind,
  OutboxMessageEntry,
  SandboxOutboxEntry,
} from '../../src/services/api/contract/index.ts';
import type { Clock } from '../domain/clock.ts';
import type { CodeMessage, CodeMessenger } from './messenger.ts';

export type { OutboxEntry } from '../../src/services/api/contract/index.ts';

export interface SandboxOutbox extends CodeMessenger {
  /**
   * Entries to `to`, newest first: the codes (default), the messages, or all. Phones match however
   * they are written: '+1 2025550100' = '12025550100'.
   */
  list(to: string): OutboxEntry[];
  list(to: string, kind: OutboxKind): SandboxOutboxEntry[];
  /** Records an off-net SMS/MMS the sandbox carrier took. */
  recordMessage(message: Omit<OutboxMessageEntry, 'at'>): void;
}

/** Oldest entries are dropped past this, so a long-running sandbox does not grow without bound. */
const OUTBOX_CAPACITY = 1000;

export function createSandboxOutbox(logger: FastifyBaseLogger, clock: Clock): SandboxOutbox {
  const entries: SandboxOutboxEntry[] = [];
  const keep = (entry: SandboxOutboxEntry) => {
    entries.push(entry);
    if (entries.length > OUTBOX_CAPACITY) entries.splice(0, entries.length - OUTBOX_CAPACITY);
  };
  function list(to: string): OutboxEntry[];
  function list(to: string, kind: OutboxKind): SandboxOutboxEntry[];
  function list(to: string, kind: OutboxKind = 'code'): SandboxOutboxEntry[] {
    const key = outboxKey(to);
    return entries.filter((entry) => outboxKey(entry.to) === key && matchesKind(entry, kind)).reverse();
  }
  return {
    async deliver(message: CodeMessage) {
      keep({ kind: 'code', to: message.to, code: message.code, text: message.text, at: clock.now().toISOString() });
      logger.info({ to: message.to, code: message.code, channel: message.channel }, 'sandbox code');
    },
    list,
    recordMessage(message) {
      keep({ ...message, at: clock.now().toISOString() });
    },
  };
}

function matchesKind(entry: SandboxOutboxEntry, kind: OutboxKind): boolean {
  if (kind === 'all') return true;
  return kind === 'code' ? entry.kind === 'code' : entry.kind !== 'code';
}

/** E-mails compare lower-cased; phones by their E.164 digits, so '+44 07911…' finds '+44 7911…'. */
function outboxKey(to: string): string {
  const trimmed = to.trim().toLowerCase();
  if (trimmed.includes('@')) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  return parsePhoneNumberFromString(`+${digits}`)?.number.slice(1) ?? digits;
}
