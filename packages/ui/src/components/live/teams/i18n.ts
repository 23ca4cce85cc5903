// Team mode's own catalogues (issue 35), each carrying its five languages: `phone`, the participant's team (picker,
// badge, place); `host`, the start option, the host controls, the presenter's standings and the report. Each is marked
// pure, so the phones' bundle leaves the host's messages out.
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
