-- Safe-to-say reveal (issue 16): when a poll's results may show (when the host reveals them, or also automatically on
-- the presenter), the fewest participants who must have answered before they show at all (1 to 1000), and whether
-- the presenter shows the live answer count. Polls only (null on other slides); existing polls get the defaults.
ALTER TABLE slides ADD COLUMN reveal_mode text CHECK (reveal_mode IN ('host', 'threshold'));
ALTER TABLE slides ADD COLUMN reveal_threshold smallint CHECK (reveal_threshold BETWEEN 1 AND 1000);
ALTER TABLE slides ADD COLUMN show_answer_count boolean;
UPDATE slides SET reveal_mode = 'host', reveal_threshold = 5, show_answer_count = true WHERE slide_type = 'poll';
