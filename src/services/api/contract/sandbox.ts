/**
 * The reference server's sandbox controls (only in sandbox mode, the default of `npm start`;
 * off when NODE_ENV=production). Used by people trying the product and by the e2e tests.
 * Later issues add their controls here.
 */
import { z } from 'zod';
import { Email, Phone, PlatformValue, TelCode } from './endpoints.ts';

export const SANDBOX_PATHS = {
  /** GET `?to=+1 2025550100` or `?to=<email>` → `OutboxEntry[]`, newest first (a plain array, no envelope). */
  outbox: '/sandbox/outbox',
  /** GET `/sandbox/captcha/<captchaId>` → `{ text }` (plain object, no envelope); 404 envelope when unknown. */
  captcha: '/sandbox/captcha',
  /** POST `RevokeSessionsRequest` → envelope with `data: { revoked: number }`. */
  revokeSessions: '/sandbox/revokeSessions',
} as const;

/** A code the sandbox "sent" instead of a real SMS or mail. */
export const OutboxEntry = z.object({
  /** '+1 2025550100' or the e-mail address. */
  to: z.string(),
  code: z.string(),
  /** The full SMS or mail text. */
  text: z.string(),
  /** ISO time. */
  at: z.string(),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

/** Revokes every token of one account (its sockets get `error` 100014 and are disconnected). */
export const RevokeSessionsRequest = z.union([
  z.object({ platform: PlatformValue, telCode: TelCode, phone: Phone }),
  z.object({ platform: PlatformValue, email: Email }),
]);
export type RevokeSessionsRequest = z.infer<typeof RevokeSessionsRequest>;

/** Seeded on every brand on first start in sandbox mode; the first one is "the demo login". */
export const DEMO_ACCOUNTS = [
  { telCode: '1', phone: '2025550100', balance: '25.0000' },
  { telCode: '1', phone: '2025550101', balance: '25.0000' },
] as const;
