-- Words the host hid from a word cloud (issue 16), as `${slideIndex}:${word lower-cased}`: gone from the presenter,
-- the host's tally and the report; the CSV still lists every entry.
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS hidden_words jsonb NOT NULL DEFAULT '[]';
