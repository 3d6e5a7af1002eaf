-- Hardened edges (issue 14, docs/security.md).

-- Code requests are also limited per requesting IP address.
ALTER TABLE verification_codes ADD COLUMN requester_ip text NOT NULL DEFAULT '';
CREATE INDEX verification_codes_requester ON verification_codes (requester_ip, created_at);

-- Captcha ids are issued by the server and bound to the brand and IP address that asked for them.
-- Rows of client-chosen ids are dropped: they answered to anyone.
DELETE FROM captchas;
ALTER TABLE captchas ADD COLUMN platform text NOT NULL DEFAULT '';
ALTER TABLE captchas ADD COLUMN requester_ip text NOT NULL DEFAULT '';

-- A stored attachment is deleted with the last live message that shows it (deletion.ts).
CREATE INDEX messages_stored_media ON messages (media) WHERE media LIKE '/media/%';
