// The audience Q&A's own catalogues, each carrying its five languages (nothing else loads or lists them): `phone`,
// the participant's panel; `host`, the host controls' panel, the presenter's spotlight and the report's section. Each
// is marked pure, so a bundle that uses one leaves the other's messages out (the phones load only `phone`).
import { defineBundledCatalogue } from '../../../i18n/catalogue';
import hostAr from './messages/host/ar';
import hostDe from './messages/host/de';
import hostEn from './messages/host/en';
import hostEs from './messages/host/es';
import hostFr from './messages/host/fr';
import phoneAr from './messages/phone/ar';
import phoneDe from './messages/phone/de';
import phoneEn from './messages/phone/en';
import phoneEs from './messages/phone/es';
import phoneFr from './messages/phone/fr';

export const phone = /* @__PURE__ */ defineBundledCatalogue({
  en: phoneEn,
  es: phoneEs,
  de: phoneDe,
  fr: phoneFr,
  ar: phoneAr,
});

export const host = /* @__PURE__ */ defineBundledCatalogue({
  en: hostEn,
  es: hostEs,
  de: hostDe,
  fr: hostFr,
  ar: hostAr,
});
