import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'grid.phone.title': 'شبكة 2×2',
  'grid.phone.announce': 'سؤال شبكة 2×2 جديد: {title}',
  'grid.phone.intro': 'ضع كل عنصر على المحورين بمنزلقَيه.',
  'grid.phone.list': 'عناصرك',
  'grid.phone.slider': '{axis} لـ {item}',
  'grid.phone.value': '{value} من 100، من {low} إلى {high}',
  'grid.phone.notPlaced': 'لم يُوضع بعد',
  'grid.phone.placed':
    '{total, plural, zero {وُضع {placed} من # عنصر} one {وُضع {placed} من عنصر واحد} two {وُضع {placed} من عنصرين} few {وُضع {placed} من # عناصر} many {وُضع {placed} من # عنصرًا} other {وُضع {placed} من # عنصر}}',
  'grid.phone.placeAll': 'حرّك منزلقَي كل عنصر لإرسال مواضعك.',
  'grid.phone.send': 'إرسال المواضع',
  'grid.phone.update': 'تحديث المواضع',
} satisfies Translation<typeof en>;
