import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.grid.label': 'شبكة 2×2',
  'forms.grid.summary':
    '{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}} حسب {x} و{y}',
  'forms.grid.question': 'السؤال',
  'forms.grid.questionHint': 'يجيب كل مشارك بوضع كل عنصر على المحورين.',
  'forms.grid.xAxis': 'المحور الأفقي',
  'forms.grid.yAxis': 'المحور الرأسي',
  'forms.grid.axisName': 'الاسم',
  'forms.grid.xLow': 'بداية المحور (اليمين)',
  'forms.grid.xHigh': 'نهاية المحور (اليسار)',
  'forms.grid.yLow': 'الطرف السفلي',
  'forms.grid.yHigh': 'الطرف العلوي',
  'forms.grid.xExample': 'الجهد',
  'forms.grid.yExample': 'الأثر',
  'forms.grid.lowExample': 'منخفض',
  'forms.grid.highExample': 'مرتفع',
  'forms.grid.items': 'العناصر',
  'forms.grid.itemsHint': 'من 2 إلى 10 عناصر، لا يتجاوز كل منها 100 حرف. ترتيبها يرقّمها على الرسم.',
  'forms.grid.item': 'العنصر {n}',
  'forms.grid.itemName': 'العنصر {n}',
  'forms.grid.reorder': 'إعادة ترتيب العنصر {n}',
  'forms.grid.remove': 'إزالة العنصر {n}',
  'forms.grid.add': 'إضافة عنصر',
  'forms.grid.minimumHint':
    'تظهر متوسطات مواضع العناصر في العرض التقديمي بمجرد أن يجيب هذا العدد من المشاركين.',
  'forms.grid.error.title': 'السؤال مطلوب لشرائح الشبكة 2×2',
  'forms.grid.error.axis': 'يحتاج كل محور إلى اسم وطرفين، لا يتجاوز كل منها 40 حرفًا',
  'forms.grid.error.count': 'تحتاج شرائح الشبكة 2×2 إلى 2 إلى 10 عناصر',
  'forms.grid.error.item': 'يحتاج كل عنصر إلى نص لا يتجاوز 100 حرف',
  'forms.grid.error.duplicate': 'يجب أن يكون كل عنصر مختلفًا',
} satisfies Translation<typeof en>;
