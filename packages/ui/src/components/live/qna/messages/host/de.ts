import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'qna.host.heading': 'Fragen aus dem Publikum',
  'qna.host.open': 'Teilnehmende Fragen stellen lassen',
  'qna.host.moderated': 'Fragen zuerst freigeben',
  'qna.host.order': 'Reihenfolge',
  'qna.host.byVotes': 'Meiste Stimmen',
  'qna.host.newest': 'Neueste',
  'qna.host.empty': 'Noch keine Fragen.',
  'qna.host.votes': '{count, plural, one {# Stimme} other {# Stimmen}}',
  'qna.host.approve': 'Freigeben',
  'qna.host.hide': 'Ausblenden',
  'qna.host.show': 'Zeigen',
  'qna.host.answered': 'Beantwortet',
  'qna.host.markAnswered': 'Als beantwortet markieren',
  'qna.host.markUnanswered': 'Noch nicht beantwortet',
  'qna.host.spotlight': 'Auf dem Bildschirm zeigen',
  'qna.host.unspotlight': 'Vom Bildschirm nehmen',
  'qna.host.onScreen': 'Auf dem Bildschirm',
  'qna.host.waiting': 'Wartet auf Freigabe',
  'qna.host.held': 'Vom Filter zurückgehalten',
  'qna.host.hidden': 'Ausgeblendet',
  'qna.host.askAt': 'Stell deine Fragen unter {url}',
  'qna.host.fromRoom': 'Frage aus dem Raum',
  'qna.host.report': 'Fragen aus dem Publikum',
  'qna.host.reportEmpty': 'Keine Frage hat den Raum erreicht.',
} satisfies Translation<typeof en>;
