-- Knowledge checks (the knowledge-check slide kind, src/slides/knowledge-check/store.ts): per session and slide, when
-- the check first came up (its time limit runs from then, however often the host comes back to it) and when the host
-- revealed its correct options (answers close then). Every process reads the same row, so the time limit and the
-- reveal hold whichever process a phone or the host is connected to. No participant is named here.
CREATE TABLE IF NOT EXISTS live_knowledge_checks (
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  slide_index integer NOT NULL CHECK (slide_index >= 0),
  opened_at timestamptz NOT NULL,
  revealed_at timestamptz,
  PRIMARY KEY (session_id, slide_index)
);
