import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'points.phone.title': '100 نقطة',
  'points.phone.announce': 'سؤال 100 نقطة جديد: {title}',
  'points.phone.intro': 'وزّع 100 نقطة على الخيارات: امنح الأكثر لما يهمّ أكثر.',
  'points.phone.list': 'نقاطك',
  'points.phone.points':
    '{count, plural, zero {لا نقاط} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'points.phone.slider': 'نقاط {option}',
  'points.phone.less': 'نقاط أقل لـ {option}',
  'points.phone.more': 'نقاط أكثر لـ {option}',
  'points.phone.total': 'مُنح {given} من 100',
  'points.phone.left':
    '{count, plural, =0 {مُنحت النقاط المئة كلها} zero {مُنحت النقاط المئة كلها} one {بقيت نقطة واحدة} two {بقيت نقطتان} few {بقيت # نقاط} many {بقيت # نقطة} other {بقيت # نقطة}}',
  'points.phone.giveAll': 'امنح النقاط المئة كلها لإرسالها.',
  'points.phone.send': 'إرسال النقاط',
  'points.phone.update': 'تحديث النقاط',
} satisfies Translation<typeof en>;
