import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'qna.phone.open': 'Questions',
  'qna.phone.back': 'Retour à la session',
  'qna.phone.heading': 'Posez votre question',
  'qna.phone.intro':
    'Posez vos questions anonymement et votez pour celles auxquelles vous voulez une réponse.',
  'qna.phone.label': 'Votre question',
  'qna.phone.placeholder': 'Écrivez votre question…',
  'qna.phone.left': '{count, plural, one {# caractère restant} other {# caractères restants}}',
  'qna.phone.send': 'Envoyer',
  'qna.phone.sent': 'Question envoyée.',
  'qna.phone.waits': 'Envoyée : l’animateur la voit d’abord.',
  'qna.phone.sending': 'Envoi…',
  'qna.phone.list': 'Questions de la salle',
  'qna.phone.empty': 'Pas encore de questions. Posez la première.',
  'qna.phone.upvote': '{count, plural, one {Voter (# vote)} other {Voter (# votes)}}',
  'qna.phone.yours': '{count, plural, one {La vôtre, # vote} other {La vôtre, # votes}}',
  'qna.phone.answered': 'Répondue',
  'qna.phone.waiting': 'En attente de l’animateur',
  'qna.phone.hidden': 'Masquée par l’animateur',
  'qna.phone.limit':
    '{count, plural, one {Vous avez posé # question, le maximum pour cette session.} other {Vous avez posé # questions, le maximum pour cette session.}}',
} satisfies Translation<typeof en>;
