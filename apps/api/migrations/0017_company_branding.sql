-- Issue 34 item 3: a company's branding of its live sessions (src/services/branding.ts): a logo (an uploaded image's
-- address), two brand colours (#rrggbb, each readable as text on the stage: the API checks the 4.5:1 contrast) and a
-- light or dark stage. All null and light: the default theme.
ALTER TABLE companies ADD COLUMN IF NOT EXISTS brand_logo_url text;
ALTER TABLE companies ADD COLUMN IF NOT EXISTS brand_primary_color text CHECK (brand_primary_color ~ '^#[0-9a-f]{6}$');
ALTER TABLE companies ADD COLUMN IF NOT EXISTS brand_secondary_color text
  CHECK (brand_secondary_color ~ '^#[0-9a-f]{6}$');
ALTER TABLE companies ADD COLUMN IF NOT EXISTS stage_theme text NOT NULL DEFAULT 'light'
  CHECK (stage_theme IN ('light', 'dark'));
