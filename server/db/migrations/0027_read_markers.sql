-- Read state on the server (issue 22 item 4; spec 1 §4 Unread count): how far each account has
-- read each of its conversations, so the unread badges survive a reload and every tab and device
-- of the account agrees. `read_up_to` is the `date` of the newest message read (message dates are
-- unique and increasing within an account, see messaging_clocks): every live inbound message after
-- it is unread; NULL, none was read. It only moves forward.
--
-- decision: a column of the conversation's row, not a table of its own. The marker is per account
-- and conversation key, exactly what a conversations row is (an account belongs to one brand, so
-- it is per brand too), the listing reads that row anyway — no further probe per conversation —
-- and a conversation that does not exist has nothing to mark.
ALTER TABLE conversations ADD COLUMN read_up_to bigint;

-- The unread count of a conversation reads only its live inbound messages after the marker, at
-- most 100 of them (the client shows 99+): a probe of this index, never the outbound messages.
CREATE INDEX messages_inbound ON messages (account_id, own_full_number, other_full_number, date)
  WHERE deleted_at IS NULL AND direction = 'in';

-- decision: conversations that exist before read state is kept count as read up to their newest
-- message. Until now a reload showed no badge at all; a database that is upgraded must not light
-- up every old conversation as 99+.
UPDATE conversations
SET read_up_to = COALESCE(
  (SELECT messages.date FROM messages WHERE messages.id = conversations.last_message_id),
  conversations.changed_at
);
