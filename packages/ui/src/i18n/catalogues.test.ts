// The kit's catalogues pass the checks every catalogue passes (scripts/catalogue-checks.ts).
import { join } from 'node:path';
import { checkCatalogues } from '../../../../scripts/catalogue-checks';
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
  },
  join(import.meta.dirname, '..'),
);
