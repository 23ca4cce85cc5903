import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'qna.host.heading': 'Questions du public',
  'qna.host.open': 'Laisser les participants poser des questions',
  'qna.host.moderated': 'Approuver les questions d’abord',
  'qna.host.order': 'Ordre',
  'qna.host.byVotes': 'Les plus votées',
  'qna.host.newest': 'Les plus récentes',
  'qna.host.empty': 'Pas encore de questions.',
  'qna.host.votes': '{count, plural, one {# vote} other {# votes}}',
  'qna.host.approve': 'Approuver',
  'qna.host.hide': 'Masquer',
  'qna.host.show': 'Afficher',
  'qna.host.answered': 'Répondue',
  'qna.host.markAnswered': 'Marquer comme répondue',
  'qna.host.markUnanswered': 'Pas encore répondue',
  'qna.host.spotlight': 'Afficher à l’écran',
  'qna.host.unspotlight': 'Retirer de l’écran',
  'qna.host.onScreen': 'À l’écran',
  'qna.host.waiting': 'En attente d’approbation',
  'qna.host.held': 'Retenue par le filtre',
  'qna.host.hidden': 'Masquée',
  'qna.host.askAt': 'Posez vos questions sur {url}',
  'qna.host.fromRoom': 'Question de la salle',
  'qna.host.report': 'Questions du public',
  'qna.host.reportEmpty': 'Aucune question n’est parvenue à la salle.',
} satisfies Translation<typeof en>;
