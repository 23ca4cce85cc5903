import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'qna.host.heading': 'Preguntas del público',
  'qna.host.open': 'Permitir que los participantes pregunten',
  'qna.host.moderated': 'Aprobar las preguntas primero',
  'qna.host.order': 'Orden',
  'qna.host.byVotes': 'Más votadas',
  'qna.host.newest': 'Más recientes',
  'qna.host.empty': 'Aún no hay preguntas.',
  'qna.host.votes': '{count, plural, one {# voto} other {# votos}}',
  'qna.host.approve': 'Aprobar',
  'qna.host.hide': 'Ocultar',
  'qna.host.show': 'Mostrar',
  'qna.host.answered': 'Respondida',
  'qna.host.markAnswered': 'Marcar como respondida',
  'qna.host.markUnanswered': 'Aún sin responder',
  'qna.host.spotlight': 'Mostrar en pantalla',
  'qna.host.unspotlight': 'Quitar de la pantalla',
  'qna.host.onScreen': 'En pantalla',
  'qna.host.waiting': 'Esperando aprobación',
  'qna.host.held': 'Retenida por el filtro',
  'qna.host.hidden': 'Oculta',
  'qna.host.askAt': 'Haz tus preguntas en {url}',
  'qna.host.fromRoom': 'Pregunta de la sala',
  'qna.host.report': 'Preguntas del público',
  'qna.host.reportEmpty': 'Ninguna pregunta llegó a la sala.',
} satisfies Translation<typeof en>;
