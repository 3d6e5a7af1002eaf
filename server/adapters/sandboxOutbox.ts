/**
 * Sandbox messenger: instead of sending, it logs each code and keeps it in an in-memory outbox
 * that `GET /sandbox/outbox` lists, so a newcomer can log in with no SMS or mail account.
 */
import type { FastifyBaseLogger } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Clock } from '../domain/clock.ts';
import type { CodeMessage, CodeMessenger } from './messenger.ts';

export interface OutboxEntry {
  to: string;
  code: string;
  text: string;
  /** ISO time of delivery. */
  at: string;
}

export interface SandboxOutbox extends CodeMessenger {
  /** Messages to `to`, newest first. Phones match however they are written: '+1 2025550100' = '12025550100'. */
  list(to: string): OutboxEntry[];
}

/** Oldest entries are dropped past this, so a long-running sandbox does not grow without bound. */
const OUTBOX_CAPACITY = 1000;

export function createSandboxOutbox(logger: FastifyBaseLogger, clock: Clock): SandboxOutbox {
  const entries: OutboxEntry[] = [];
  return {
    async deliver(message: CodeMessage) {
      entries.push({ to: message.to, code: message.code, text: message.text, at: clock.now().toISOString() });
      if (entries.length > OUTBOX_CAPACITY) entries.splice(0, entries.length - OUTBOX_CAPACITY);
      logger.info({ to: message.to, code: message.code, channel: message.channel }, 'sandbox code');
    },
    list(to: string) {
      const key = outboxKey(to);
      return entries.filter((entry) => outboxKey(entry.to) === key).reverse();
    },
  };
}

/** E-mails compare lower-cased; phones by their E.164 digits, so '+44 07911…' finds '+44 7911…'. */
function outboxKey(to: string): string {
  const trimmed = to.trim().toLowerCase();
  if (trimmed.includes('@')) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  return parsePhoneNumberFromString(`+${digits}`)?.number.slice(1) ?? digits;
}
