-- Chats (spec 1 §3, §7): own virtual numbers, messages, conversations, stored media and the
-- balance ledger. Every row of an account's data carries account_id; every query is scoped by it.
-- Times of messages and conversation changes are ms since the epoch (bigint), handed out by the
-- account's messaging clock (see messaging_clocks).

-- Numbers an account owns (spec 1 §3 Virtual phone). A number belongs to at most one account per
-- brand; platform repeats the account's so that rule can be an index.
CREATE TABLE virtual_numbers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  platform text NOT NULL,
  tel_code text NOT NULL,
  phone text NOT NULL,
  full_number text NOT NULL,
  type text NOT NULL CHECK (type IN ('Hosting', 'tollfree', 'local')),
  number_name text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  CONSTRAINT virtual_numbers_full_number CHECK (full_number = tel_code || phone)
);
CREATE UNIQUE INDEX virtual_numbers_platform_number ON virtual_numbers (platform, full_number);
CREATE INDEX virtual_numbers_account ON virtual_numbers (account_id);

-- Each account's last messaging time. Every write of an account's messages or conversations
-- takes this row first (INSERT … ON CONFLICT DO UPDATE locks it until commit): that serialises
-- the account's writes and hands out strictly increasing times in commit order, so a message's
-- date is unique within the account (an exact paging cursor) and `since` listings miss nothing.
CREATE TABLE messaging_clocks (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  last_tick bigint NOT NULL
);

-- Attachments the server stores (an MMS image, a generated voicemail recording), served at
-- /media/<token>. The token is 32 random bytes: the URL is the capability. Shared by the sender's
-- and the recipient's copy of a message, so deleting one copy keeps it.
CREATE TABLE media_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token text NOT NULL UNIQUE,
  account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  content_type text NOT NULL,
  file_name text NOT NULL DEFAULT '',
  size integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL
);

-- One account's copy of a message: an on-net message is stored twice (the sender's 'out' copy
-- and the recipient's 'in' copy, each under its own smsId). Deleting sets deleted_at (the tick of
-- the deletion), so a retried send of a deleted message is still recognised by its smsId.
CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  own_full_number text NOT NULL,
  other_full_number text NOT NULL,
  sms_id text NOT NULL,
  date bigint NOT NULL,
  direction text NOT NULL CHECK (direction IN ('in', 'out')),
  type text NOT NULL CHECK (type IN ('sms', 'mms', 'push', 'voicemail', 'verificationCode', '5sim')),
  text text NOT NULL DEFAULT '',
  media text NOT NULL DEFAULT '',
  -- 0 sent, 2 failed (the carrier refused it; the charge was refunded).
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 2)),
  highlight_target text NOT NULL DEFAULT '',
  highlight_text text NOT NULL DEFAULT '',
  -- A voicemail's transcript as the carrier delivered it (what the sandbox speech adapter answers).
  transcript text,
  -- What the send cost (0 for received messages), kept for the ledger and refunds.
  price numeric(18, 4) NOT NULL DEFAULT 0,
  deleted_at bigint,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX messages_account_sms_id ON messages (account_id, sms_id);
CREATE UNIQUE INDEX messages_account_date ON messages (account_id, date);
CREATE INDEX messages_dialog ON messages (account_id, own_full_number, other_full_number, date)
  WHERE deleted_at IS NULL;

-- One row per conversation of an account (key own-other, spec 1 §3), pointing at its newest live
-- message. Deleting the whole conversation, or its last message, keeps the row as a tombstone
-- (deleted, no last message) so `getChatListByDate` reports it; a new message revives it.
CREATE TABLE conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  own_full_number text NOT NULL,
  own_tel_code text NOT NULL,
  other_full_number text NOT NULL,
  other_tel_code text NOT NULL,
  last_message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  changed_at bigint NOT NULL,
  deleted boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX conversations_key ON conversations (account_id, own_full_number, other_full_number);
CREATE INDEX conversations_changes ON conversations (account_id, changed_at);

-- Every change of an account's balance, with the balance after it (decimal, never float).
-- kind: 'sms' and 'mms' (a send, negative), 'refund' (a send the carrier refused, positive);
-- 'sandbox' (set by the sandbox control). Later areas (recharges, number rent) add their kinds.
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL,
  amount numeric(18, 4) NOT NULL,
  balance_after numeric(18, 4) NOT NULL,
  message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, created_at);
