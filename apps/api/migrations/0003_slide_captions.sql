-- Captions of a video slide (issue 15): the address of a WebVTT file, shown with the video on the presenter screen.
ALTER TABLE slides ADD COLUMN captions_url text;
