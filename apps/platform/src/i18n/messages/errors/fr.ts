import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'errors.notFound.title': 'La page que vous recherchez est introuvable.',
  'errors.notFound.back': 'Retour à l’accueil',
  'errors.routeError.title': 'Un problème est survenu.',
  'errors.routeError.reload': 'Recharger la page',
  'errors.noAccess.title': 'Vous n’avez pas accès à cette page.',
  'errors.noAccess.body':
    'Si vous pensez devoir y accéder, adressez-vous à un administrateur de votre organisation.',
  'errors.backHome': 'Retour à l’accueil',
  'errors.loading': 'Chargement...',
} satisfies Translation<typeof en>;
