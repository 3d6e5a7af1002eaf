/**
 * The outside world that delivers verification codes: an SMS carrier for phones, a mail service
 * for e-mail addresses. The server ships the sandbox implementation (`sandboxOutbox.ts`); a
 * production deployment passes its own `CodeMessenger` to `createServer`.
 */
export interface CodeMessage {
  channel: 'sms' | 'email';
  /** '+1 2025550100' or the e-mail address. */
  to: string;
  code: string;
  /** The whole SMS or mail text, in the request's language. */
  text: string;
}

export interface CodeMessenger {
  /** Resolves once the message was handed over; rejects when it could not be. */
  deliver(message: CodeMessage): Promise<void>;
}

/** Used outside sandbox mode when no real messenger was configured: every delivery fails. */
export const unconfiguredMessenger: CodeMessenger = {
  deliver: () =>
    Promise.reject(
      new Error('no SMS/mail messenger is configured: pass `messenger` to createServer outside sandbox mode'),
    ),
};
