// The app's catalogues pass the checks every catalogue passes (scripts/catalogue-checks.ts).
import { join } from 'node:path';
import { checkCatalogues } from '../../../../scripts/catalogue-checks';
import { app } from './app';
import { errors } from './errors';
import { site } from './site';
import { translations } from './translations';

checkCatalogues(
  {
    site: { catalogue: site, translations: translations.site },
    errors: { catalogue: errors, translations: translations.errors },
    app: { catalogue: app, translations: translations.app },
  },
  join(import.meta.dirname, '..'),
);
