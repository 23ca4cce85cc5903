-- Branching scenarios (issue 17): decision slides and their consequence paths. The slides stay one ordered list; a
-- slide directly after a decision whose path_option is set belongs to that option's path (grouped by option, in
-- order); main-line slides have none. A decision stores its 2 to 4 options as [{label, rejoinAt}] (rejoinAt: the
-- position of the main-line slide the path goes back to, null: the path ends the scenario) and whether the road not
-- taken is shown after the branch. The rules over the whole list are the server's (src/slides/decision.ts).
ALTER TABLE slides ADD COLUMN path_option integer CHECK (path_option BETWEEN 0 AND 3);
ALTER TABLE slides ADD COLUMN decision_options jsonb;
ALTER TABLE slides ADD COLUMN show_road_not_taken boolean;
ALTER TABLE slides DROP CONSTRAINT slides_slide_type_check;
ALTER TABLE slides ADD CONSTRAINT slides_slide_type_check
  CHECK (slide_type IN ('video', 'poll', 'discussion', 'poll-results', 'word-cloud', 'decision'));
