-- Facilitator pacing (issue 16): how long the facilitator means to spend on a slide, in seconds (optional).
ALTER TABLE slides ADD COLUMN suggested_seconds integer CHECK (suggested_seconds BETWEEN 0 AND 36000);
