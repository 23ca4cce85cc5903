-- Word cloud slides (issue 16): a prompt the room answers in a word or two, and how many entries each participant
-- may send (1 to 3). The slide type list follows the contract's SlideType (test/slide-types.test.ts).
ALTER TABLE slides ADD COLUMN prompt text;
ALTER TABLE slides ADD COLUMN entry_limit smallint CHECK (entry_limit BETWEEN 1 AND 3);
ALTER TABLE slides DROP CONSTRAINT slides_slide_type_check;
ALTER TABLE slides ADD CONSTRAINT slides_slide_type_check
  CHECK (slide_type IN ('video', 'poll', 'discussion', 'poll-results', 'word-cloud'));
