-- Referral and the slider captcha (issue 11 items 7 and 11; docs/referral.md).

-- One invite code per account, made on first use. Codes are unique across brands, though a code
-- is only redeemable on its own brand (the lookup joins the account's platform).
CREATE TABLE invite_codes (
  account_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- Who redeemed whose code. The primary key on the invitee is what makes setInviter (and so its
-- reward) happen once per account, even when two requests race. The reward's ledger row is
-- written in the same transaction and named here.
CREATE TABLE referrals (
  invitee_id bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  inviter_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  invite_code text NOT NULL,
  reward_entry_id bigint NOT NULL UNIQUE REFERENCES ledger_entries (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX referrals_inviter ON referrals (inviter_id);

-- Slider puzzles: where the gap is, who asked, and when the one answer was spent.
CREATE TABLE slider_captchas (
  id text PRIMARY KEY,
  platform text NOT NULL,
  requester_ip text NOT NULL,
  gap_x integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX slider_captchas_expiry ON slider_captchas (expires_at);
