/**
 * The drizzle view of the tables created by `migrations/*.sql` (the SQL files are the source of
 * truth; `tests/server/persistence.test.ts` checks every column here exists after migrating).
 */
import { bigint, boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const accounts = pgTable('accounts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  platform: text('platform').notNull(),
  telCode: text('tel_code'),
  phone: text('phone'),
  email: text('email'),
  status: integer('status').notNull().default(0),
  /** numeric(18,4): read as a decimal string with 4 decimals, never a float. */
  balance: numeric('balance', { precision: 18, scale: 4 }).notNull().default('0'),
  gift: numeric('gift', { precision: 18, scale: 4 }).notNull().default('0'),
  canInvite: boolean('can_invite').notNull().default(true),
  canSetInviter: boolean('can_set_inviter').notNull().default(true),
  createdAt: at('created_at').notNull(),
});
export type AccountRow = typeof accounts.$inferSelect;

export const profiles = pgTable('profiles', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  status: integer('status').notNull(),
  statusForPhone: integer('status_for_phone').notNull(),
  useCaseStatus: integer('use_case_status').notNull().default(-1),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  province: text('province').notNull().default(''),
  country: text('country').notNull().default(''),
  regionCode: text('region_code').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  canEdit: boolean('can_edit').notNull().default(true),
  canEditAfter: at('can_edit_after'),
  updatedAt: at('updated_at').notNull(),
});
export type ProfileRow = typeof profiles.$inferSelect;

export const sessions = pgTable('sessions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});

export const verificationCodes = pgTable('verification_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  platform: text('platform').notNull(),
  purpose: text('purpose', { enum: ['login', 'verify'] }).notNull(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  destination: text('destination').notNull(),
  code: text('code').notNull(),
  accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'cascade' }),
  verifyId: text('verify_id').unique(),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  validatedAt: at('validated_at'),
  consumedAt: at('consumed_at'),
});
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answer: text('answer').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  answeredAt: at('answered_at'),
  passedFor: text('passed_for'),
  passUsedAt: at('pass_used_at'),
});

export const schema = { accounts, profiles, sessions, verificationCodes, captchas };
