-- Foundation: accounts (per brand), profiles, sessions (hashed tokens), verification codes and
-- image captchas. PostgreSQL dialect; runs unchanged on PGlite and on PostgreSQL.
-- Timestamps are written by the server's clock (not now()) so tests can move time.

CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  platform text NOT NULL,
  tel_code text,
  phone text,
  email text,
  status integer NOT NULL DEFAULT 0,
  balance numeric(18, 4) NOT NULL DEFAULT 0,
  gift numeric(18, 4) NOT NULL DEFAULT 0,
  can_invite boolean NOT NULL DEFAULT true,
  can_set_inviter boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  CONSTRAINT accounts_phone_pair CHECK ((tel_code IS NULL) = (phone IS NULL)),
  CONSTRAINT accounts_has_contact CHECK (phone IS NOT NULL OR email IS NOT NULL)
);
-- Accounts are per brand: the same phone or e-mail on two brands is two accounts.
-- NULLs are distinct, so e-mail-only accounts never collide on the phone index and vice versa.
CREATE UNIQUE INDEX accounts_platform_phone ON accounts (platform, tel_code, phone);
CREATE UNIQUE INDEX accounts_platform_email ON accounts (platform, email);

-- One row once the profile was submitted; an account without a row has profileStatus 0.
CREATE TABLE profiles (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  status integer NOT NULL,
  status_for_phone integer NOT NULL,
  use_case_status integer NOT NULL DEFAULT -1,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  province text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  region_code text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  can_edit boolean NOT NULL DEFAULT true,
  can_edit_after timestamptz,
  updated_at timestamptz NOT NULL
);

-- Tokens are never stored: only their SHA-256.
CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  platform text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_account ON sessions (account_id);

-- A code sent to a phone (sms) or an e-mail address. purpose 'login' codes are looked up by
-- destination; purpose 'verify' codes by their verify_id and owning account.
CREATE TABLE verification_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  platform text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'verify')),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  destination text NOT NULL,
  code text NOT NULL,
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  verify_id text UNIQUE,
  wrong_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  validated_at timestamptz,
  consumed_at timestamptz
);
CREATE INDEX verification_codes_destination ON verification_codes (platform, destination, created_at);
CREATE INDEX verification_codes_created ON verification_codes (created_at);

-- Image captchas under the id the client generated. Any answer check uses the captcha up;
-- a correct confirmCaptcha turns it into a one-time pass for `passed_for` (an endpoint name).
CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  passed_for text,
  pass_used_at timestamptz
);
CREATE INDEX captchas_expires ON captchas (expires_at);
