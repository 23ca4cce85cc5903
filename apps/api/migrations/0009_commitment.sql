-- Commitment slides (issue 18): a closing activity where each participant writes one thing they will do differently.
-- The slide stores its prompt in the word cloud's `prompt` column; the commitments themselves, and the addresses kept
-- apart from them for the follow-up, are live data (0107_follow_up.sql). The slide type list follows the contract's
-- SlideType (test/slide-types.test.ts).
ALTER TABLE slides DROP CONSTRAINT slides_slide_type_check;
ALTER TABLE slides ADD CONSTRAINT slides_slide_type_check
  CHECK (slide_type IN ('video', 'poll', 'discussion', 'poll-results', 'word-cloud', 'decision', 'commitment'));
