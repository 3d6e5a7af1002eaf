-- The developer API (issue 13; spec 2 §3–§5; docs/developer-api.md): an account's access to the
-- verification-code API, its requests for new platforms, and the durable queue of callback
-- deliveries.

-- One row per account that applied. status: 1 reviewing, 2 verified, 3 rejected (spec 2 §4; no
-- row = -1). key_cipher: the signing key, AES-256-GCM under the server's secret
-- (CALLBACK_KEY_SECRET), 'iv.tag.ciphertext' in base64url — the key must be read back to sign,
-- so it cannot be hashed; it never leaves the server except to its owner.
CREATE TABLE developer_apis (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  platform text NOT NULL,
  status smallint NOT NULL,
  callback_url text NOT NULL,
  user_id text NOT NULL UNIQUE,
  key_cipher text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE code_platform_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  url text NOT NULL,
  example text NOT NULL,
  created_at timestamptz NOT NULL
);

-- The durable queue: a row per callback to POST. pending rows are due at next_attempt_at; a
-- dispatcher takes due rows with FOR UPDATE SKIP LOCKED and moves next_attempt_at past the attempt
-- (a lease) before it sends, so two processes never send one row at once and a process that died
-- mid-send leaves the row due again. source_id: what caused it (the code SMS's smsId); one
-- delivery per source, replays aside (replay_of).
CREATE TABLE callback_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  event text NOT NULL,
  source_id text NOT NULL,
  replay_of bigint REFERENCES callback_deliveries (id) ON DELETE SET NULL,
  body text NOT NULL,
  url text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  last_status integer,
  last_latency_ms integer,
  last_error text NOT NULL DEFAULT '',
  response_snippet text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX callback_deliveries_source ON callback_deliveries (event, source_id) WHERE replay_of IS NULL;
CREATE INDEX callback_deliveries_due ON callback_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX callback_deliveries_account ON callback_deliveries (account_id, id DESC);
