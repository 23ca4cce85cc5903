import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'grid.host.label': 'شبكة 2×2',
  'grid.host.items':
    '{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}} حسب {x} و{y}',
  'grid.host.body':
    'يضع المشاركون هذه العناصر على هواتفهم، حسب {x} ({xLow} إلى {xHigh}) و{y} ({yLow} إلى {yHigh}).',
  'grid.host.onPhone': 'ضع كل عنصر على المحورين في هاتفك.',
  'grid.host.answered':
    '{total, plural, zero {أجاب {count} من # مشارك} one {أجاب {count} من مشارك واحد} two {أجاب {count} من مشاركَين} few {أجاب {count} من # مشاركين} many {أجاب {count} من # مشاركًا} other {أجاب {count} من # مشارك}}',
  'grid.host.plot': 'أين وضع الحاضرون كل عنصر: {x} أفقيًا، {y} رأسيًا',
  'grid.host.legend': 'عناصر الرسم',
  'grid.host.place': '{axis}: المتوسط {mean}، التشتت {spread}',
  'grid.host.average': '{mean} ± {spread}',
  'grid.host.item': 'العنصر',
  'grid.host.axis': '{axis} ({low} 0 إلى {high} 100)',
  'grid.host.table': 'متوسط موضع كل عنصر على المحورين، من 0 إلى 100، ± تشتته (انحراف معياري واحد)',
  'grid.host.placedBy':
    '{count, plural, zero {لم يضعه أحد} one {وضعه شخص واحد} two {وضعه شخصان} few {وضعه # أشخاص} many {وضعه # شخصًا} other {وضعه # شخص}}',
  'grid.host.heading': 'متوسط المواضع',
  'grid.host.sent': 'المواضع المرسلة',
} satisfies Translation<typeof en>;
