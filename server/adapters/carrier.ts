/**
 * The SMS/MMS carrier: the outside world that takes messages to numbers not on this server and
 * brings messages from them. The server ships the sandbox carrier (`carrierSandbox.ts`); a
 * production deployment passes its own `MessageCarrier` to `createServer` and routes the
 * carrier's webhook to `receiveInbound` (server/domain/messaging/inbound.ts) with an
 * `InboundCarrierMessage`, exactly as `POST /sandbox/inbound` does.
 */

/** A message for a number that is not on this server. Numbers are full (country code + number). */
export interface OutboundCarrierMessage {
  kind: 'sms' | 'mms';
  from: string;
  to: string;
  text: string;
  /** Absolute or root-relative URLs of the attachments (root-relative: this server's `/media/…`). */
  mediaUrls: readonly string[];
  /** The sender's smsId, for the carrier's own idempotency and delivery reports. */
  smsId: string;
}

export interface MessageCarrier {
  /** Resolves once the carrier accepted the message; rejects when it refused it or could not be reached. */
  send(message: OutboundCarrierMessage): Promise<void>;
}

/** What a carrier delivers to one of this server's numbers. Numbers are full. */
export interface InboundCarrierMessage {
  from: string;
  to: string;
  type: 'sms' | 'mms' | 'voicemail' | 'push' | 'verificationCode' | '5sim';
  text: string;
  /** An MMS's image or a voicemail's recording; absent for text. */
  mediaUrl?: string;
  /** The carrier's transcript of a voicemail, when it made one. */
  transcript?: string;
  highlightText?: string;
  highlightTarget?: string;
}

/** Used outside sandbox mode when no carrier was configured: every off-net send fails (and is refunded). */
export const unconfiguredCarrier: MessageCarrier = {
  send: () =>
    Promise.reject(new Error('no SMS/MMS carrier is configured: pass `carrier` to createServer outside sandbox mode')),
};
