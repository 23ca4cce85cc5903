import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'errors.notFound.title': 'Die gesuchte Seite wurde nicht gefunden.',
  'errors.notFound.back': 'Zur Startseite',
  'errors.routeError.title': 'Etwas ist schiefgelaufen.',
  'errors.routeError.reload': 'Seite neu laden',
  'errors.noAccess.title': 'Sie haben keinen Zugriff auf diese Seite.',
  'errors.noAccess.body':
    'Wenden Sie sich an eine Administratorin oder einen Administrator Ihrer Organisation, wenn Sie Zugriff haben sollten.',
  'errors.backHome': 'Zur Startseite',
  'errors.loading': 'Wird geladen...',
} satisfies Translation<typeof en>;
