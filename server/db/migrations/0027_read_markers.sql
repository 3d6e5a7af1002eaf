-- Read state on the server (issue 22 item 4; spec 1 §4 Unread count): how far each account has
-- read each of its conversations, so the unread badges survive a reload and every tab and device
-- of the account agrees. One row per conversation key of an account; platform repeats the
-- account's, as on the other tables of an account's data. `read_up_to` is the `date` of the newest
-- message read (message dates are unique and increasing within an account, see messaging_clocks):
-- every inbound live message after it is unread. It only moves forward.
CREATE TABLE chat_read_markers (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  platform text NOT NULL,
  own_full_number text NOT NULL,
  other_full_number text NOT NULL,
  read_up_to bigint NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, own_full_number, other_full_number)
);

-- The unread count of a conversation reads only its live inbound messages after the marker, at
-- most 100 of them (the client shows 99+): a probe of this index, never the outbound messages.
CREATE INDEX messages_inbound ON messages (account_id, own_full_number, other_full_number, date)
  WHERE deleted_at IS NULL AND direction = 'in';

-- decision: conversations that exist before read state is kept count as read up to their newest
-- message. Until now a reload showed no badge at all; a database that is upgraded must not light
-- up every old conversation as 99+.
INSERT INTO chat_read_markers (account_id, platform, own_full_number, other_full_number, read_up_to, updated_at)
SELECT conversations.account_id, accounts.platform, conversations.own_full_number,
       conversations.other_full_number, COALESCE(messages.date, conversations.changed_at), now()
FROM conversations
JOIN accounts ON accounts.id = conversations.account_id
LEFT JOIN messages ON messages.id = conversations.last_message_id;
