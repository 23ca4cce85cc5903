-- A slide's type is no longer listed in the database (issue 32): the server's registry of kinds (src/slides/index.ts)
-- and the contract (SlideType) check it on every write, so a new kind needs no migration. Every kind's
-- own fields are already its props (0011_slide_props.sql).
ALTER TABLE slides DROP CONSTRAINT IF EXISTS slides_slide_type_check;
