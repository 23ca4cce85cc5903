-- Issue 20: the follow-up e-mail goes out in the language the participant's phone spoke when they committed (the live
-- channel's handshake `locale`); addresses kept before this migration get English, as they would have.
ALTER TABLE follow_up_contacts ADD COLUMN IF NOT EXISTS locale text NOT NULL DEFAULT 'en'
  CHECK (locale IN ('en', 'es', 'de', 'fr', 'ar'));
