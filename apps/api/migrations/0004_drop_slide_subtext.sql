-- A construction leftover (issue 14): a poll's subtext is stored as its slide's script; this column was never used.
ALTER TABLE slides DROP COLUMN subtext;
