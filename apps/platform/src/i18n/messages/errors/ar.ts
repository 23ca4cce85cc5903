import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'errors.notFound.title': 'الصفحة التي تبحث عنها غير موجودة.',
  'errors.notFound.back': 'العودة إلى الصفحة الرئيسية',
  'errors.routeError.title': 'حدث خطأ ما.',
  'errors.routeError.reload': 'إعادة تحميل الصفحة',
  'errors.noAccess.title': 'ليس لديك صلاحية الوصول إلى هذه الصفحة.',
  'errors.noAccess.body': 'اطلب ذلك من أحد مسؤولي مؤسستك إذا كنت ترى أنه يجب أن تكون لديك صلاحية.',
  'errors.backHome': 'العودة إلى الصفحة الرئيسية',
  'errors.loading': 'جارٍ التحميل...',
} satisfies Translation<typeof en>;
