-- Discussion board (issue 16): on a discussion slide, participants post short anonymous contributions to its
-- questions and upvote each other's; the host hides, shows and highlights posts and turns posting off per slide.

-- The posts. The participant is kept (one's own posts come back on rejoin, one cannot upvote them, the CSV numbers
-- them like answers); no view but the participant's own shows who wrote what.
CREATE TABLE IF NOT EXISTS live_posts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  participant_id uuid NOT NULL REFERENCES live_participants(id) ON DELETE CASCADE,
  slide_index integer NOT NULL CHECK (slide_index >= 0),
  question_index integer NOT NULL CHECK (question_index >= 0),
  -- Trimmed, 1 to 280 characters (LIVE_POST_MAX).
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 280),
  -- visible; hidden by the host; held by the profanity filter until the host shows it.
  status text NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'hidden', 'held')),
  -- Chosen by the host for the presenter.
  highlighted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS live_posts_session_idx ON live_posts (session_id, slide_index);
CREATE INDEX IF NOT EXISTS live_posts_participant_idx ON live_posts (participant_id);

-- Upvotes: one per participant and post (the primary key), so votes sent together count once.
CREATE TABLE IF NOT EXISTS live_post_votes (
  post_id bigint NOT NULL REFERENCES live_posts(id) ON DELETE CASCADE,
  participant_id uuid NOT NULL REFERENCES live_participants(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, participant_id)
);
CREATE INDEX IF NOT EXISTS live_post_votes_participant_idx ON live_post_votes (participant_id);

-- How many posts each participant made to each question: the row is claimed by an upsert that adds one only while
-- under the limit (5, LIVE_POSTS_PER_QUESTION), in the statement that inserts the post; PostgreSQL re-checks the
-- condition on the newest row after waiting for a concurrent claim, so posts sent together never pass the limit.
CREATE TABLE IF NOT EXISTS live_post_limits (
  participant_id uuid NOT NULL REFERENCES live_participants(id) ON DELETE CASCADE,
  slide_index integer NOT NULL,
  question_index integer NOT NULL,
  count integer NOT NULL CHECK (count BETWEEN 1 AND 5),
  PRIMARY KEY (participant_id, slide_index, question_index)
);

-- The slide indexes whose board the host closed to new posts (posting is open by default).
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS posting_closed jsonb NOT NULL DEFAULT '[]';
