/**
 * Sandbox carrier: accepts every off-net message and records it in the sandbox outbox (listed by
 * `GET /sandbox/outbox?to=…&kind=message`) and the log, so chats work with no carrier account.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MessageCarrier } from './carrier.ts';
import type { SandboxOutbox } from './sandboxOutbox.ts';

export function createSandboxCarrier(outbox: SandboxOutbox, logger: FastifyBaseLogger): MessageCarrier {
  return {
    async send(message) {
      outbox.recordMessage({
        kind: message.kind,
        from: message.from,
        to: message.to,
        text: message.text,
        media: message.mediaUrls.join(','),
        smsId: message.smsId,
      });
      logger.info({ from: message.from, to: message.to, kind: message.kind }, 'sandbox carrier took a message');
    },
  };
}
