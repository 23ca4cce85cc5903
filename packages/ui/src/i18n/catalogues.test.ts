// The kit's catalogues (and the slide kinds' own, in their folders) pass the checks every catalogue passes (scripts/catalogue-checks.ts).
/// <reference types="vite/client" />
import { join } from 'node:path';
import { bundledCatalogues, checkCatalogues } from '../../../../scripts/catalogue-checks';
import { kit } from './kit';
import { live } from './live';
import { participant } from './participant';
import { screens } from './screens';
import { translations } from './translations';

checkCatalogues(
  {
    participant: { catalogue: participant, translations: translations.participant },
    screens: { catalogue: screens, translations: translations.screens },
    live: { catalogue: live, translations: translations.live },
    kit: { catalogue: kit, translations: translations.kit },
    ...bundledCatalogues(import.meta.glob('../components/views/slides/*/i18n.ts', { eager: true })),
    // The session-wide modules' beside the kinds (team mode, the audience Q&A: components/live/<module>/i18n.ts).
    ...bundledCatalogues(import.meta.glob('../components/live/*/i18n.ts', { eager: true })),
  },
  join(import.meta.dirname, '..'),
);
