// The forms' catalogue and where its other languages load from (give `translations` to activateLocale or
// LocaleProvider with the kit's), and the validation messages' ids as the schemas carry them (`issue`), worded by
// `issueText` (`useIssueText` in a component).
export { forms, useIssueText, type FormsT } from '../i18n/forms';
export { translations } from '../i18n/translations';
export { issue, issueText, parseIssue, type FormsMessageId, type KindMessageId } from '../i18n/issues';
