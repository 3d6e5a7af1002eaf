-- Searching the chats (issue 22 item 5, docs/chat-search.md): messages are found by a
-- case-insensitive substring of their text (ILIKE '%query%'). pg_trgm's GIN index serves such a
-- match for queries of 3 characters or more, in any script (trigrams are taken of characters, so
-- Chinese text is indexed too; full-text search would not split it into words). pg_trgm is a
-- trusted extension (PostgreSQL 13+): a database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Only live messages are searched.
CREATE INDEX messages_text_trgm ON messages USING gin (text gin_trgm_ops) WHERE deleted_at IS NULL;

-- A 1–2 character query has no trigram: it reads the caller's own messages newest first through
-- the existing unique index messages_account_date (account_id, date), stopping at a page. No
-- further index: each one is paid by every stored message (the send path is hot).
