-- Audience Q&A (issue 35): a session-wide channel beside the slides. Participants ask short anonymous questions and
-- upvote each other's; the host turns Q&A on or off, approves first or not, hides, shows, marks answered and shows one
-- on the presenter (src/qna/).

-- The questions. The participant is kept (one's own questions come back on rejoin, one cannot upvote them, the CSV
-- numbers them like answers); no view but the participant's own shows who asked what.
CREATE TABLE IF NOT EXISTS live_questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  participant_id uuid NOT NULL REFERENCES live_participants(id) ON DELETE CASCADE,
  -- Trimmed, 1 to 280 characters (LIVE_QUESTION_MAX).
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 280),
  -- visible; hidden by the host; held by the profanity filter; pending while the host approves questions first.
  status text NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'hidden', 'held', 'pending')),
  answered boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS live_questions_session_idx ON live_questions (session_id);
CREATE INDEX IF NOT EXISTS live_questions_participant_idx ON live_questions (participant_id);

-- Upvotes: one per participant and question (the primary key), so votes sent together count once.
CREATE TABLE IF NOT EXISTS live_question_votes (
  question_id bigint NOT NULL REFERENCES live_questions(id) ON DELETE CASCADE,
  participant_id uuid NOT NULL REFERENCES live_participants(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (question_id, participant_id)
);
CREATE INDEX IF NOT EXISTS live_question_votes_participant_idx ON live_question_votes (participant_id);

-- How many questions each participant asked, and when last: the row is claimed by an upsert that adds one only while
-- under the limit (10, LIVE_QUESTIONS_PER_PARTICIPANT) and the last is a few seconds old (LIVE_QUESTION_SECONDS), in
-- the statement that inserts the question; PostgreSQL re-checks the condition on the newest row after waiting for a
-- concurrent claim, so questions sent together, on any process, never pass either.
CREATE TABLE IF NOT EXISTS live_question_limits (
  participant_id uuid PRIMARY KEY REFERENCES live_participants(id) ON DELETE CASCADE,
  count integer NOT NULL CHECK (count BETWEEN 1 AND 10),
  asked_at timestamptz NOT NULL
);

-- The host's switches: Q&A on (off by default), new questions approved first, the question on the presenter.
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS qna_open boolean NOT NULL DEFAULT false;
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS qna_moderated boolean NOT NULL DEFAULT false;
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS qna_spotlight bigint REFERENCES live_questions(id) ON DELETE SET NULL;
