import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.points.label': '100 نقطة',
  'forms.points.summary':
    '{count, plural, zero {100 نقطة بلا خيارات} one {100 نقطة على خيار واحد} two {100 نقطة على خيارين} few {100 نقطة على # خيارات} many {100 نقطة على # خيارًا} other {100 نقطة على # خيار}}',
  'forms.points.question': 'السؤال',
  'forms.points.questionHint': 'يجيب كل مشارك بتوزيع 100 نقطة على الخيارات.',
  'forms.points.pointOptions': 'الخيارات',
  'forms.points.choicesHint': 'من 2 إلى 8 خيارات، لا يتجاوز كل منها 100 حرف.',
  'forms.points.choice': 'الخيار {n}',
  'forms.points.choiceName': 'الخيار {n}',
  'forms.points.reorder': 'إعادة ترتيب الخيار {n}',
  'forms.points.remove': 'إزالة الخيار {n}',
  'forms.points.add': 'إضافة خيار',
  'forms.points.minimumHint': 'يظهر متوسط النقاط في العرض التقديمي بمجرد أن يجيب هذا العدد من المشاركين.',
  'forms.points.error.title': 'السؤال مطلوب لشرائح الـ 100 نقطة',
  'forms.points.error.count': 'تحتاج شرائح الـ 100 نقطة إلى 2 إلى 8 خيارات',
  'forms.points.error.choice': 'يحتاج كل خيار إلى نص لا يتجاوز 100 حرف',
  'forms.points.error.duplicate': 'يجب أن يكون كل خيار مختلفًا',
} satisfies Translation<typeof en>;
