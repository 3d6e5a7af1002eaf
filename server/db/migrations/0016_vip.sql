-- The VIP membership's end on the profile (spec 2 §3: expireDate and a VIP status on wetalk;
-- docs/profile.md). Null: the account was never a VIP. Set by the sandbox reviewer.
ALTER TABLE accounts ADD COLUMN vip_expires_at timestamptz;
