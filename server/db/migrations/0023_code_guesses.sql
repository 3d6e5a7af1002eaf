-- A code limit the owner survives (issue 23 item 4; docs/security.md "Verification codes"): every
-- wrong try on a brand + destination's codes, with the address it came from, so one address's
-- tries are capped on their own and the account's in total. counts_toward_limits: the sandbox's
-- resetLimits takes a code out of the request counts without discarding it.
CREATE TABLE code_guesses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  platform text NOT NULL,
  destination text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX code_guesses_by_destination ON code_guesses (platform, destination, created_at);
ALTER TABLE verification_codes ADD COLUMN counts_toward_limits boolean NOT NULL DEFAULT true;
