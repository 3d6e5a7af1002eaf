-- Bills, calls and SMS histories, rates (spec 2 §3, §7; issue 11 items 5, 6, 12;
-- docs/histories-and-rates.md).

-- spec 2 §3 call record: one call of an account's number, as the sandbox carrier reports it
-- (POST /sandbox/call). Its charge is a ledger entry of kind 'call' written in the same
-- transaction (ledger_id). date and billing_time are ms since the epoch, as messages' dates.
CREATE TABLE call_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  from_number text NOT NULL,
  to_number text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('in', 'out')),
  duration integer NOT NULL CHECK (duration >= 0),
  billing_duration integer NOT NULL CHECK (billing_duration >= 0),
  tariff_id integer NOT NULL CHECK (tariff_id IN (114, 116, 200)),
  type smallint NOT NULL CHECK (type IN (1, 2)),
  charge numeric(18, 4) NOT NULL,
  date bigint NOT NULL,
  billing_time bigint NOT NULL
);
CREATE INDEX call_records_account_date ON call_records (account_id, date DESC, id DESC);

-- The bill list reads an account's month newest first, keyset-paged by (created_at, id).
CREATE INDEX ledger_entries_account_month ON ledger_entries (account_id, created_at DESC, id DESC);
