// The forms' catalogue passes the checks every catalogue passes (scripts/catalogue-checks.ts).
import { join } from 'node:path';
import { checkCatalogues } from '../../../../scripts/catalogue-checks';
import { forms } from './forms';
import { translations } from './translations';

checkCatalogues({ forms: { catalogue: forms, translations } }, join(import.meta.dirname, '..'));
