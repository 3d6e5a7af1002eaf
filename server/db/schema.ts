/**
 * The drizzle view of the tables created by `migrations/*.sql` (the SQL files are the source of
 * truth; `tests/server/persistence.test.ts` checks every column here exists after migrating).
 */
import {
  bigint,
  boolean,
  customType,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  CODE_COUNTRY_CODES,
  type ContactPhone,
  CRYPTO_CURRENCIES,
  FIAT_CURRENCIES,
  NUMBER_COUNTRY_CODES,
  PAY_ORDER_STATUSES,
  PAYMENT_FLAGS,
  SUBSCRIPTION_KINDS,
} from '../../src/services/api/contract/index.ts';

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
  /** The end of the account's VIP membership (wetalk, spec 2 §3), null: never a VIP (migration 0016). */
  vipExpiresAt: at('vip_expires_at'),
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
  /** The most-used feature's value, '' for none (migration 0008). */
  feature: text('feature').notNull().default(''),
  /** The chosen use cases (migration 0008). */
  userCases: jsonb('user_cases').$type<{ value: string; text?: string }[]>().notNull().default([]),
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
  /** Who asked for it (per-IP limits); '' for rows older than migration 0004. */
  requesterIp: text('requester_ip').notNull().default(''),
  /** False once the sandbox's resetLimits ran: the code still works, the request limits forget it. */
  countsTowardLimits: boolean('counts_toward_limits').notNull().default(true),
});
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** Each wrong try on a brand + destination's codes and the address it came from (domain/codeGuesses.ts). */
export const codeGuesses = pgTable('code_guesses', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  platform: text('platform').notNull(),
  destination: text('destination').notNull(),
  /** The guessing address (an IPv6 address's /64). */
  address: text('address').notNull(),
  createdAt: at('created_at').notNull(),
});

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answer: text('answer').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  answeredAt: at('answered_at'),
  passedFor: text('passed_for'),
  passUsedAt: at('pass_used_at'),
  /** The brand and IP address it was issued to: only they may answer it. */
  platform: text('platform').notNull().default(''),
  requesterIp: text('requester_ip').notNull().default(''),
});

/** The cloud address book (migrations/0002_contacts.sql). */
export const addressBookContacts = pgTable('address_book_contacts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phoneList: jsonb('phone_list').$type<ContactPhone[]>().notNull(),
  email: text('email').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  note: text('note').notNull().default(''),
  /** ms since the epoch; well inside Number's exact range. */
  changedAt: bigint('changed_at', { mode: 'number' }).notNull(),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: at('created_at').notNull(),
});
export type AddressBookContactRow = typeof addressBookContacts.$inferSelect;

export const addressBookClocks = pgTable('address_book_clocks', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  lastChange: bigint('last_change', { mode: 'number' }).notNull(),
});

/** Chats (migrations/0003_messaging.sql). */
export const virtualNumbers = pgTable('virtual_numbers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  telCode: text('tel_code').notNull(),
  phone: text('phone').notNull(),
  fullNumber: text('full_number').notNull(),
  type: text('type', { enum: ['Hosting', 'tollfree', 'local'] }).notNull(),
  numberName: text('number_name').notNull().default(''),
  notes: text('notes').notNull().default(''),
  createdAt: at('created_at').notNull(),
  // The subscription (migrations/0006, server/domain/numbers).
  /** The numbers area's country code (`NumberCountryCode`). */
  code: text('code', { enum: NUMBER_COUNTRY_CODES }).notNull(),
  planId: integer('plan_id').notNull(),
  status: text('status', { enum: ['active', 'cancelled', 'suspended'] })
    .notNull()
    .default('active'),
  paymentDate: at('payment_date').notNull(),
  nextPaymentDate: at('next_payment_date').notNull(),
  pendingPlanId: integer('pending_plan_id'),
});
export type VirtualNumberRow = typeof virtualNumbers.$inferSelect;

export const messagingClocks = pgTable('messaging_clocks', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  lastTick: bigint('last_tick', { mode: 'number' }).notNull(),
});

/** bytea as a Buffer (whatever Uint8Array the driver answers). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const mediaFiles = pgTable('media_files', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  token: text('token').notNull().unique(),
  accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  fileName: text('file_name').notNull().default(''),
  size: integer('size').notNull(),
  bytes: bytes('bytes').notNull(),
  createdAt: at('created_at').notNull(),
});

export const messages = pgTable('messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  ownFullNumber: text('own_full_number').notNull(),
  otherFullNumber: text('other_full_number').notNull(),
  smsId: text('sms_id').notNull(),
  /** ms since the epoch, from the account's messaging clock: unique within the account. */
  date: bigint('date', { mode: 'number' }).notNull(),
  direction: text('direction', { enum: ['in', 'out'] }).notNull(),
  type: text('type', { enum: ['sms', 'mms', 'push', 'voicemail', 'verificationCode', '5sim'] }).notNull(),
  text: text('text').notNull().default(''),
  media: text('media').notNull().default(''),
  status: smallint('status').notNull().default(0),
  highlightTarget: text('highlight_target').notNull().default(''),
  highlightText: text('highlight_text').notNull().default(''),
  transcript: text('transcript'),
  /** The transcript speechToText last answered for a voicemail (migrations/0028: searched, not listed). */
  stt: text('stt'),
  /** numeric(18,4) as a decimal string. */
  price: numeric('price', { precision: 18, scale: 4 }).notNull().default('0'),
  deletedAt: bigint('deleted_at', { mode: 'number' }),
  createdAt: at('created_at').notNull(),
  /** An off-net send the carrier has not yet accepted (migrations/0004: the outbox row). */
  carrierPending: boolean('carrier_pending').notNull().default(false),
});
export type MessageRow = typeof messages.$inferSelect;

export const conversations = pgTable('conversations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  ownFullNumber: text('own_full_number').notNull(),
  ownTelCode: text('own_tel_code').notNull(),
  otherFullNumber: text('other_full_number').notNull(),
  otherTelCode: text('other_tel_code').notNull(),
  lastMessageId: bigint('last_message_id', { mode: 'number' }).references(() => messages.id, {
    onDelete: 'set null',
  }),
  changedAt: bigint('changed_at', { mode: 'number' }).notNull(),
  deleted: boolean('deleted').notNull().default(false),
  /** The date of the newest message read (issue 22 item 4; migrations/0027_read_markers.sql); null: none. */
  readUpTo: bigint('read_up_to', { mode: 'number' }),
});
export type ConversationRow = typeof conversations.$inferSelect;

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  /** numeric(18,4) as a decimal string; negative for a charge. */
  amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
  balanceAfter: numeric('balance_after', { precision: 18, scale: 4 }).notNull(),
  messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  /** What the bill list shows of the entry (numbers: countryCode, number, type). */
  details: jsonb('details').$type<Record<string, string>>(),
});

/** The sandbox carrier's rented (or quarantined) numbers: the key that sells a number once. */
export const carrierNumbers = pgTable('carrier_numbers', {
  fullNumber: text('full_number').primaryKey(),
  lastAccountId: bigint('last_account_id', { mode: 'number' }).references(() => accounts.id, {
    onDelete: 'set null',
  }),
  claimedAt: at('claimed_at').notNull(),
  /** Set on release: when the quarantine ends. Null while rented. */
  availableAt: at('available_at'),
});

export const subscriptionHistory = pgTable('subscription_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  fullNumber: text('full_number').notNull(),
  telCode: text('tel_code').notNull(),
  phone: text('phone').notNull(),
  /** A number's `NumberCountryCode`, or a verification number's `CodeCountryCode` (kind). */
  code: text('code').notNull(),
  /** A number's type ('local', …), or a verification number's number type ('1', '2'). */
  numberType: text('number_type').notNull(),
  name: text('name').notNull().default(''),
  type: integer('type').notNull(),
  /** ms since the epoch. */
  date: bigint('date', { mode: 'number' }).notNull(),
  charge: numeric('charge', { precision: 18, scale: 4 }).notNull(),
  planId: integer('plan_id'),
  nextPaymentDate: at('next_payment_date'),
  resDate: at('res_date'),
  // migrations/0010: verification subscriptions share the history.
  kind: text('kind', { enum: SUBSCRIPTION_KINDS }).notNull().default('number'),
  app: text('app'),
});
export type SubscriptionHistoryRow = typeof subscriptionHistory.$inferSelect;

export const numberSettings = pgTable('number_settings', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  forward: boolean('forward').notNull().default(false),
  voicemail: boolean('voicemail').notNull().default(true),
});

export const numberPurchases = pgTable(
  'number_purchases',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    fullNumber: text('full_number').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.requestId] })],
);

// ── profile and identity proof (issue 11) ──────────────────────────────────

/** spec 2 §4 KYC status per account; no row = -1 (migration 0008). */
export const kyc = pgTable('kyc', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  status: integer('status').notNull(),
  canEditAfter: at('can_edit_after'),
  updatedAt: at('updated_at').notNull(),
});

/** Identity images, private to their account (migration 0008). */
export const kycImages = pgTable(
  'kyc_images',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: ['idCard1', 'idCard2', 'idHold1', 'idHold2'] }).notNull(),
    token: text('token').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytes('bytes').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.slot] })],
);
// ── referral and slider captcha (issue 11) — migrations/0011_referral.sql, docs/referral.md
export const inviteCodes = pgTable('invite_codes', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: at('created_at').notNull(),
});

export const referrals = pgTable('referrals', {
  /** The primary key makes a redeem (and its reward) once per account. */
  inviteeId: bigint('invitee_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  inviterId: bigint('inviter_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  inviteCode: text('invite_code').notNull(),
  rewardEntryId: bigint('reward_entry_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull(),
});

export const sliderCaptchas = pgTable('slider_captchas', {
  id: text('id').primaryKey(),
  platform: text('platform').notNull(),
  requesterIp: text('requester_ip').notNull(),
  gapX: integer('gap_x').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
// ── payments (issue 12) ──────────────────────────────────────────────────────
// migrations/0007_payments.sql, server/domain/payments, docs/payments.md.

export const paymentOrders = pgTable('payment_orders', {
  id: text('id').primaryKey(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  flag: text('flag', { enum: PAYMENT_FLAGS }).notNull(),
  productId: text('product_id').notNull(),
  /** numeric(18,4) as decimal strings. */
  amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
  gift: numeric('gift', { precision: 18, scale: 4 }).notNull(),
  currency: text('currency', { enum: FIAT_CURRENCIES }).notNull(),
  status: text('status', { enum: PAY_ORDER_STATUSES }).notNull().default('created'),
  providerRef: text('provider_ref').unique(),
  returnUrl: text('return_url').notNull().default(''),
  cryptoCurrency: text('crypto_currency', { enum: CRYPTO_CURRENCIES }),
  network: text('network'),
  walletAddress: text('wallet_address'),
  cryptoAmount: numeric('crypto_amount', { precision: 30, scale: 8 }),
  cryptoRate: numeric('crypto_rate', { precision: 30, scale: 8 }),
  rateTime: at('rate_time'),
  receiptToken: text('receipt_token').unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  settledAt: at('settled_at'),
});
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export const sandboxProviderPayments = pgTable('sandbox_provider_payments', {
  orderId: text('order_id').primaryKey(),
  kind: text('kind', { enum: ['checkout', 'paypal', 'wallet'] }).notNull(),
  platform: text('platform').notNull(),
  flag: text('flag', { enum: PAYMENT_FLAGS }).notNull(),
  amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
  currency: text('currency', { enum: FIAT_CURRENCIES }).notNull(),
  returnUrl: text('return_url').notNull().default(''),
  transactionId: text('transaction_id').unique(),
  walletAddress: text('wallet_address'),
  cryptoCurrency: text('crypto_currency', { enum: CRYPTO_CURRENCIES }),
  cryptoAmount: numeric('crypto_amount', { precision: 30, scale: 8 }),
  status: text('status', { enum: ['open', 'approved', 'paid', 'declined'] })
    .notNull()
    .default('open'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});
export type SandboxProviderPaymentRow = typeof sandboxProviderPayments.$inferSelect;

// ── verification codes (issue 10; migrations/0010_verification_codes.sql) ─────

/** Who holds a provider number for an app now: the key that leases (app, number) to one account at a time. */
export const codeNumberClaims = pgTable(
  'code_number_claims',
  {
    app: text('app').notNull(),
    fullNumber: text('full_number').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    heldUntil: at('held_until').notNull(),
  },
  (table) => [primaryKey({ columns: [table.app, table.fullNumber] })],
);

/** An account's verification numbers, with their last lock and their subscription. */
export const codeNumbers = pgTable('code_numbers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  app: text('app').notNull(),
  fullNumber: text('full_number').notNull(),
  telCode: text('tel_code').notNull(),
  phone: text('phone').notNull(),
  code: text('code', { enum: CODE_COUNTRY_CODES }).notNull(),
  numberType: smallint('number_type').notNull(),
  numberName: text('number_name').notNull().default(''),
  notes: text('notes').notNull().default(''),
  lockedAt: at('locked_at').notNull(),
  lockExpiresAt: at('lock_expires_at').notNull(),
  listed: boolean('listed').notNull().default(true),
  status: text('status', { enum: ['none', 'active', 'cancelled', 'suspended'] })
    .notNull()
    .default('none'),
  /** numeric(18,4): the rent while subscribed. */
  monthRent: numeric('month_rent', { precision: 18, scale: 4 }).notNull().default('0'),
  paymentDate: at('payment_date'),
  nextPaymentDate: at('next_payment_date'),
});
export type CodeNumberRow = typeof codeNumbers.$inferSelect;

/** The SMS verification numbers received; `providerMessageId` stores (and charges) a message once. */
export const codeSms = pgTable('code_sms', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  codeNumberId: bigint('code_number_id', { mode: 'number' })
    .notNull()
    .references(() => codeNumbers.id, { onDelete: 'cascade' }),
  providerMessageId: text('provider_message_id').notNull().unique(),
  smsId: text('sms_id').notNull().unique(),
  sender: text('sender').notNull(),
  text: text('text').notNull(),
  /** ms since the epoch. */
  date: bigint('date', { mode: 'number' }).notNull(),
  charge: numeric('charge', { precision: 18, scale: 4 }).notNull(),
  /** Waiting for a recharge that covers `charge` (migration 0018): its text is withheld until then. */
  held: boolean('held').notNull().default(false),
});
export type CodeSmsRow = typeof codeSms.$inferSelect;

// ── ledger, histories and rates (issue 11) ──────────────────────────────────

/** spec 2 §3 call record (migrations/0009_ledger.sql); its charge is a ledger entry of kind 'call'. */
export const callRecords = pgTable('call_records', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  fromNumber: text('from_number').notNull(),
  toNumber: text('to_number').notNull(),
  direction: text('direction', { enum: ['in', 'out'] }).notNull(),
  duration: integer('duration').notNull(),
  billingDuration: integer('billing_duration').notNull(),
  tariffId: integer('tariff_id').notNull(),
  type: smallint('type').notNull(),
  /** numeric(18,4) as a decimal string; negative for a charge. */
  charge: numeric('charge', { precision: 18, scale: 4 }).notNull(),
  /** ms since the epoch. */
  date: bigint('date', { mode: 'number' }).notNull(),
  billingTime: bigint('billing_time', { mode: 'number' }).notNull(),
});
export type CallRecordRow = typeof callRecords.$inferSelect;

// ── developer API (issue 13) ─────────────────────────────────────────────────
// migrations/0012_developer_api.sql, server/domain/developerApi, docs/developer-api.md.

/** An account's access to the verification-code API; `keyCipher` is the signing key, encrypted. */
export const developerApis = pgTable('developer_apis', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  status: smallint('status').notNull(),
  callbackUrl: text('callback_url').notNull(),
  userId: text('user_id').notNull().unique(),
  keyCipher: text('key_cipher').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type DeveloperApiRow = typeof developerApis.$inferSelect;

export const codePlatformRequests = pgTable('code_platform_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  url: text('url').notNull(),
  example: text('example').notNull(),
  createdAt: at('created_at').notNull(),
});

/** The durable queue of callback POSTs (the dispatcher: server/domain/developerApi/dispatcher.ts). */
export const callbackDeliveries = pgTable('callback_deliveries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  event: text('event').notNull(),
  sourceId: text('source_id').notNull(),
  replayOf: bigint('replay_of', { mode: 'number' }),
  body: text('body').notNull(),
  url: text('url').notNull().default(''),
  state: text('state', { enum: ['pending', 'delivered', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at'),
  lastStatus: integer('last_status'),
  lastLatencyMs: integer('last_latency_ms'),
  lastError: text('last_error').notNull().default(''),
  responseSnippet: text('response_snippet').notNull().default(''),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type CallbackDeliveryRow = typeof callbackDeliveries.$inferSelect;

export const schema = {
  accounts,
  profiles,
  sessions,
  verificationCodes,
  codeGuesses,
  captchas,
  addressBookContacts,
  addressBookClocks,
  virtualNumbers,
  messagingClocks,
  mediaFiles,
  messages,
  conversations,
  ledgerEntries,
  carrierNumbers,
  subscriptionHistory,
  numberSettings,
  numberPurchases,
  kyc,
  kycImages,
  inviteCodes,
  referrals,
  sliderCaptchas,
  codeNumberClaims,
  codeNumbers,
  codeSms,
  paymentOrders,
  sandboxProviderPayments,
  callRecords,
  developerApis,
  codePlatformRequests,
  callbackDeliveries,
};
