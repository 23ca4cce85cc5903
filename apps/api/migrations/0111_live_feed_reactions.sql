-- The room sees itself (issue 34): the discussion boards' posts reach the presenter as they come, or once the host
-- approved each (per slide), and phones send reactions the presenter floats (never stored).

-- The slide indexes whose new posts wait for the host's approval (posts show as they come by default).
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS approve_first jsonb NOT NULL DEFAULT '[]';
-- The host turned the phones' reactions off for the session (on by default).
ALTER TABLE live_session_state ADD COLUMN IF NOT EXISTS reactions_off boolean NOT NULL DEFAULT false;

-- A post posted on an approve-first slide is pending until the host approves it (shows it) or hides it.
ALTER TABLE live_posts DROP CONSTRAINT IF EXISTS live_posts_status_check;
ALTER TABLE live_posts ADD CONSTRAINT live_posts_status_check
  CHECK (status IN ('visible', 'hidden', 'held', 'pending'));
-- When the room last saw it appear (posted visible, shown or approved): the presenter's feed goes newest first.
ALTER TABLE live_posts ADD COLUMN IF NOT EXISTS shown_at timestamptz;
UPDATE live_posts SET shown_at = created_at WHERE status = 'visible' AND shown_at IS NULL;
