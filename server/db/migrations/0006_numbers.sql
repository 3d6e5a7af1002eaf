-- Numbers (spec 3 §2–§4, §7; docs/numbers.md): rented numbers with their plans, the sandbox
-- carrier's claims on numbers (so one number is never sold twice), subscription history, the
-- call settings and idempotent purchases.

-- A rented number is a virtual number with a subscription. Plan ids are the catalogue's
-- (server/domain/numbers/catalogue.ts: (country index + 1) * 1000 + type index * 100 + months).
-- Numbers that existed before (the sandbox demo numbers) get the monthly plan of their kind,
-- its period starting when they were assigned.
ALTER TABLE virtual_numbers ADD COLUMN code text;
ALTER TABLE virtual_numbers ADD COLUMN plan_id integer;
ALTER TABLE virtual_numbers ADD COLUMN status text NOT NULL DEFAULT 'active'
  CHECK (status IN ('active', 'cancelled', 'suspended'));
ALTER TABLE virtual_numbers ADD COLUMN payment_date timestamptz;
ALTER TABLE virtual_numbers ADD COLUMN next_payment_date timestamptz;
ALTER TABLE virtual_numbers ADD COLUMN pending_plan_id integer;
UPDATE virtual_numbers SET
  code = CASE type WHEN 'tollfree' THEN 'TollFree' ELSE 'US' END,
  plan_id = CASE type WHEN 'Hosting' THEN 1001 WHEN 'tollfree' THEN 10101 ELSE 1201 END,
  payment_date = created_at,
  next_payment_date = created_at + interval '1 month';
ALTER TABLE virtual_numbers ALTER COLUMN code SET NOT NULL;
ALTER TABLE virtual_numbers ALTER COLUMN plan_id SET NOT NULL;
ALTER TABLE virtual_numbers ALTER COLUMN payment_date SET NOT NULL;
ALTER TABLE virtual_numbers ALTER COLUMN next_payment_date SET NOT NULL;
-- The renewal scheduler's work list.
CREATE INDEX virtual_numbers_due ON virtual_numbers (next_payment_date);

-- The sandbox carrier's numbers that are (or were) rented, on any brand: the primary key is what
-- makes a number sellable once. A released number keeps its row with available_at (the end of its
-- quarantine); buying it again takes the row over only after that. last_account_id lets the
-- previous holder re-subscribe during the quarantine.
CREATE TABLE carrier_numbers (
  full_number text PRIMARY KEY,
  last_account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  claimed_at timestamptz NOT NULL,
  available_at timestamptz
);
INSERT INTO carrier_numbers (full_number, last_account_id, claimed_at)
  SELECT full_number, min(account_id), min(created_at) FROM virtual_numbers GROUP BY full_number;

-- spec 3 §3 subscription history item. date is ms since the epoch (the event's time: a renewal
-- is dated on the payment date it was due, even when the scheduler ran later).
CREATE TABLE subscription_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  full_number text NOT NULL,
  tel_code text NOT NULL,
  phone text NOT NULL,
  code text NOT NULL,
  number_type text NOT NULL,
  name text NOT NULL DEFAULT '',
  type integer NOT NULL CHECK (type IN (1, 2, 3, 5, 6, 7, 100)),
  date bigint NOT NULL,
  charge numeric(18, 4) NOT NULL,
  plan_id integer,
  next_payment_date timestamptz,
  res_date timestamptz
);
CREATE INDEX subscription_history_account_date ON subscription_history (account_id, date DESC, id DESC);

-- Call settings of an account's numbers (spec 3 §2 Settings): forwarding and voicemail, mutually
-- exclusive. No row: forwarding off, voicemail on.
CREATE TABLE number_settings (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  forward boolean NOT NULL DEFAULT false,
  voicemail boolean NOT NULL DEFAULT true
);

-- Idempotent purchases: a repeated request id of the same account answers the first result.
CREATE TABLE number_purchases (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  request_id text NOT NULL,
  full_number text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, request_id)
);

-- A number's charges in the ledger carry what the bill list shows for them (spec 2 §3 bill types
-- 5 and 7: countryCode, number, type).
ALTER TABLE ledger_entries ADD COLUMN details jsonb;
