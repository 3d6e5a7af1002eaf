-- Profile and identity proof (issue 11 item 10; spec 2 §3–§5; docs/profile.md).

-- The use-case answers of a submitted profile: the most-used feature's value ('' = none) and
-- the chosen use cases as [{ "value": …, "text"?: … }] ('text' only for 'other').
ALTER TABLE profiles ADD COLUMN feature text NOT NULL DEFAULT '';
ALTER TABLE profiles ADD COLUMN user_cases jsonb NOT NULL DEFAULT '[]';

-- The identity-proof status per account (spec 2 §4 KYC status). No row = -1 (none submitted).
CREATE TABLE kyc (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  status integer NOT NULL CHECK (status IN (1, 2, 100, 101, 102)),
  -- For status 101: a new upload is allowed only after this time (UTC).
  can_edit_after timestamptz,
  updated_at timestamptz NOT NULL
);

-- The stored identity images, private to their account: served only with its token (never as a
-- public media URL). One image per slot; the unguessable token names it in the KYC answer.
CREATE TABLE kyc_images (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  slot text NOT NULL CHECK (slot IN ('idCard1', 'idCard2', 'idHold1', 'idHold2')),
  token text NOT NULL UNIQUE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, slot)
);
