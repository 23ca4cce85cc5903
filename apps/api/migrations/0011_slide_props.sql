-- A slide's kind-specific fields (issue 32) move from a column each into one jsonb object, `props`, named as the read
-- form names them (decision_options is `options`); the common fields (title, script, order, suggested time, path
-- option) keep their columns. Each kind's server part (src/slides/<kind>/) writes and reads its own props; a new kind
-- adds none here. Every value a slide had moves, nulls left out (the read form gives null for a missing key).
ALTER TABLE slides ADD COLUMN props jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(props) = 'object');

UPDATE slides SET props = coalesce((
  SELECT jsonb_object_agg(field.key, field.value)
  FROM jsonb_each(jsonb_build_object(
    'type', type, 'videoUrl', video_url, 'captionsUrl', captions_url, 'pollTitle', poll_title, 'duration', duration,
    'prompt', prompt, 'entryLimit', entry_limit, 'revealMode', reveal_mode, 'revealThreshold', reveal_threshold,
    'showAnswerCount', show_answer_count, 'options', decision_options, 'showRoadNotTaken', show_road_not_taken
  )) AS field
  WHERE field.value <> 'null'::jsonb), '{}'::jsonb);

ALTER TABLE slides
  DROP COLUMN type, DROP COLUMN video_url, DROP COLUMN captions_url, DROP COLUMN poll_title, DROP COLUMN duration,
  DROP COLUMN prompt, DROP COLUMN entry_limit, DROP COLUMN reveal_mode, DROP COLUMN reveal_threshold,
  DROP COLUMN show_answer_count, DROP COLUMN decision_options, DROP COLUMN show_road_not_taken;
