-- A voicemail is found by the words of its transcript (issue 22 item 5, docs/chat-search.md).
--
-- `stt`: the transcript speechToText last answered for this voicemail (spec 1 §3 stt, which the
-- client shows), kept so the search finds what the person read even where the carrier delivered
-- no transcript of its own (`transcript`) and the speech service made one on request.
ALTER TABLE messages ADD COLUMN stt text;

-- What the search matches: the text and both transcripts, joined by a line break — a query has
-- no control characters (contract/search.ts), so no match spans two of them. The trigram index
-- moves from the text alone to this one expression (the search names it exactly, so the planner
-- can use it); still only live messages, still one index paid by each stored message.
DROP INDEX messages_text_trgm;
CREATE INDEX messages_search_trgm ON messages
  USING gin ((text || E'\n' || coalesce(transcript, '') || E'\n' || coalesce(stt, '')) gin_trgm_ops)
  WHERE deleted_at IS NULL;
