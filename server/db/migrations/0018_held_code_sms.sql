-- A code that arrived on a subscribed number while the balance did not cover its rate (issue 10
-- item 10; docs/verification-codes.md "Codes and charges"): stored, its text withheld from the
-- lists, the poll, the socket and the developer callback, and released — charged its rate once —
-- by the recharge that covers it. charge holds the rate it will cost.
ALTER TABLE code_sms ADD COLUMN held boolean NOT NULL DEFAULT false;
CREATE INDEX code_sms_held ON code_sms (account_id, date, id) WHERE held;
