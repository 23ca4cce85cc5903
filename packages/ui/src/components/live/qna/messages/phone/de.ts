import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'qna.phone.open': 'Fragen',
  'qna.phone.back': 'Zurück zur Sitzung',
  'qna.phone.heading': 'Frag die Moderation',
  'qna.phone.intro': 'Frag anonym und stimme die Fragen hoch, die beantwortet werden sollen.',
  'qna.phone.label': 'Deine Frage',
  'qna.phone.placeholder': 'Schreib deine Frage…',
  'qna.phone.left': '{count, plural, one {Noch # Zeichen} other {Noch # Zeichen}}',
  'qna.phone.send': 'Fragen',
  'qna.phone.sent': 'Frage gesendet.',
  'qna.phone.waits': 'Gesendet: Die Moderation sieht sie zuerst.',
  'qna.phone.sending': 'Wird gesendet…',
  'qna.phone.list': 'Fragen aus dem Raum',
  'qna.phone.empty': 'Noch keine Fragen. Stell die erste.',
  'qna.phone.upvote': '{count, plural, one {Hochstimmen (# Stimme)} other {Hochstimmen (# Stimmen)}}',
  'qna.phone.yours': '{count, plural, one {Deine, # Stimme} other {Deine, # Stimmen}}',
  'qna.phone.answered': 'Beantwortet',
  'qna.phone.waiting': 'Wartet auf die Moderation',
  'qna.phone.hidden': 'Von der Moderation ausgeblendet',
  'qna.phone.limit':
    '{count, plural, one {Du hast # Frage gestellt, das Maximum dieser Sitzung.} other {Du hast # Fragen gestellt, das Maximum dieser Sitzung.}}',
} satisfies Translation<typeof en>;
