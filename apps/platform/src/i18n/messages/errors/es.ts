import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'errors.notFound.title': 'No se encuentra la página que buscas.',
  'errors.notFound.back': 'Volver al inicio',
  'errors.routeError.title': 'Algo ha salido mal.',
  'errors.routeError.reload': 'Recargar la página',
  'errors.noAccess.title': 'No tienes acceso a esta página.',
  'errors.noAccess.body': 'Si crees que deberías tenerlo, pídeselo a un administrador de tu organización.',
  'errors.backHome': 'Volver al inicio',
  'errors.loading': 'Cargando...',
} satisfies Translation<typeof en>;
