-- Exactly-once sends (docs/messaging.md). An on-net send stores the sender's copy, the charge and
-- the recipient's copy in one transaction. An off-net send cannot enlist the carrier in that
-- transaction, so its sender copy is stored with carrier_pending = true — the outbox row — and
-- cleared once the carrier accepted it. A retried send with the same smsId, or the dispatcher
-- that sweeps old pending rows, hands a pending message to the carrier again (at least once; the
-- carrier de-duplicates by smsId).
ALTER TABLE messages ADD COLUMN carrier_pending boolean NOT NULL DEFAULT false;
CREATE INDEX messages_carrier_pending ON messages (created_at) WHERE carrier_pending;
