-- Verification codes (issue 10; spec 3 §2–§4, §7; docs/verification-codes.md): the code
-- provider's numbers leased to accounts, each account's verification numbers with their
-- subscriptions, and the SMS they received.

-- Who holds a provider number for an app now. The primary key is what lets one account at a time
-- hold (app, number): a claim is one upsert that takes the row over only when its hold has ended
-- (or it is the claimer's own), so two accounts racing for the last number cannot both get it.
-- held_until: the end of a lock (180 s), the end of a cancelled subscription's paid period, or
-- far in the future while a subscription runs (renewals end it).
CREATE TABLE code_number_claims (
  app text NOT NULL,
  full_number text NOT NULL,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  held_until timestamptz NOT NULL,
  PRIMARY KEY (app, full_number)
);

-- An account's verification numbers: every (app, number) it locked, with its name and note, its
-- last lock, and its subscription (status 'none' when it has none; otherwise as a rented
-- number's: active, cancelled until next_payment_date, suspended after an unpaid renewal).
-- listed: false once the account removed it from its list ("Cancel", spec 3 §4); a new lock
-- lists it again.
CREATE TABLE code_numbers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  platform text NOT NULL,
  app text NOT NULL,
  full_number text NOT NULL,
  tel_code text NOT NULL,
  phone text NOT NULL,
  code text NOT NULL,
  number_type smallint NOT NULL CHECK (number_type IN (1, 2)),
  number_name text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  locked_at timestamptz NOT NULL,
  lock_expires_at timestamptz NOT NULL,
  listed boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'none' CHECK (status IN ('none', 'active', 'cancelled', 'suspended')),
  month_rent numeric(18, 4) NOT NULL DEFAULT 0,
  payment_date timestamptz,
  next_payment_date timestamptz,
  UNIQUE (account_id, app, full_number)
);
-- The renewal scheduler's work list.
CREATE INDEX code_numbers_due ON code_numbers (next_payment_date) WHERE status <> 'none';

-- The SMS a verification number received for its account. provider_message_id is unique: a
-- provider delivering one message twice stores (and charges) it once.
CREATE TABLE code_sms (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  code_number_id bigint NOT NULL REFERENCES code_numbers (id) ON DELETE CASCADE,
  provider_message_id text NOT NULL UNIQUE,
  sms_id text NOT NULL UNIQUE,
  sender text NOT NULL,
  text text NOT NULL,
  date bigint NOT NULL,
  charge numeric(18, 4) NOT NULL
);
CREATE INDEX code_sms_number_date ON code_sms (code_number_id, date DESC, id DESC);

-- Verification subscriptions share the subscription history (spec 3 §2: the verification area
-- has a Subscription History too): kind says which, app which service.
ALTER TABLE subscription_history ADD COLUMN kind text NOT NULL DEFAULT 'number'
  CHECK (kind IN ('number', 'verification'));
ALTER TABLE subscription_history ADD COLUMN app text;
