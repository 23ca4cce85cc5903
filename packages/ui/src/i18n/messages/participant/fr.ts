import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'participant.language': 'Langue',
  'participant.code': 'Code {pin}',
  'participant.join.heading': 'Rejoindre une session en direct',
  'participant.join.label': 'Saisissez le code affiché sur l’écran de l’animateur',
  'participant.join.submit': 'Rejoindre',
  'participant.join.busy': 'Connexion…',
  'participant.joining.title': 'Connexion à la session',
  'participant.joining.connecting': 'Connexion en cours…',
  'participant.join.notFound': 'Aucune session en direct avec le code {pin}',
  'participant.failed': 'Un problème est survenu. Veuillez réessayer.',
  'participant.network': 'Une erreur réseau s’est produite',
  'participant.ended.title': 'Merci de votre participation !',
  'participant.ended.body': 'La session est terminée. Vous pouvez fermer cette page.',
  'participant.lobby.title': 'Vous y êtes !',
  'participant.lobby.waiting': 'En attente du lancement par l’animateur…',
  'participant.slide': 'Diapositive',
  'participant.screens.failed': 'Cet écran ne s’est pas chargé. Vérifiez votre connexion.',
  'participant.retry': 'Réessayer',
  'participant.loading': 'Chargement…',
  'participant.unsupported':
    'Ce type de diapositive ne peut pas être affiché dans cette version de l’application.',
  'participant.watchHost': 'Regardez l’écran de l’animateur.',
  'participant.pulse.heading': 'Dites-le à l’animateur, anonymement',
  'participant.pulse.lost': 'Je suis perdu',
  'participant.pulse.too-fast': 'Trop rapide',
  'participant.pulse.break': 'Une pause',
  'participant.sending': 'Envoi…',
  'participant.pulse.sent': '« {signal} » envoyé. L’animateur voit combien, jamais qui.',
  'participant.reconnecting': 'Connexion perdue. Reconnexion…',
} satisfies Translation<typeof en>;
