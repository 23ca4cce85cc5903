// The forms' catalogue (and the slide kinds' own, in their folders) pass the checks every catalogue passes (scripts/catalogue-checks.ts).
/// <reference types="vite/client" />
import { join } from 'node:path';
import { bundledCatalogues, checkCatalogues } from '../../../../scripts/catalogue-checks';
import { forms } from './forms';
import { translations } from './translations';

checkCatalogues(
  {
    forms: { catalogue: forms, translations },
    ...bundledCatalogues(import.meta.glob('../scenario/slides/*/i18n.ts', { eager: true })),
  },
  join(import.meta.dirname, '..'),
);
