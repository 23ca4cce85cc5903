import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.ranking.label': 'ترتيب',
  'forms.ranking.summary':
    '{count, plural, zero {لا عناصر للترتيب} one {عنصر واحد للترتيب} two {عنصران للترتيب} few {# عناصر للترتيب} many {# عنصرًا للترتيب} other {# عنصر للترتيب}}',
  'forms.ranking.question': 'السؤال',
  'forms.ranking.questionHint': 'يجيب الحاضرون بترتيب العناصر، من الأهم إلى الأقل أهمية.',
  'forms.ranking.items': 'العناصر',
  'forms.ranking.itemsHint': 'من 3 إلى 8 عناصر، لا يتجاوز كل منها 100 حرف.',
  'forms.ranking.item': 'العنصر {n}',
  'forms.ranking.itemName': 'العنصر {n}',
  'forms.ranking.reorder': 'إعادة ترتيب العنصر {n}',
  'forms.ranking.remove': 'إزالة العنصر {n}',
  'forms.ranking.add': 'إضافة عنصر',
  'forms.ranking.minimumHint': 'تظهر الأشرطة في العرض التقديمي بمجرد أن يرتّب هذا العدد من المشاركين العناصر.',
  'forms.ranking.error.title': 'السؤال مطلوب لشرائح الترتيب',
  'forms.ranking.error.count': 'تحتاج شرائح الترتيب إلى 3 إلى 8 عناصر',
  'forms.ranking.error.item': 'يحتاج كل عنصر إلى نص لا يتجاوز 100 حرف',
  'forms.ranking.error.duplicate': 'يجب أن يكون كل عنصر مختلفًا',
} satisfies Translation<typeof en>;
