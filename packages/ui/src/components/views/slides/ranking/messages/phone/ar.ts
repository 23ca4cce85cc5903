import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'ranking.phone.title': 'ترتيب',
  'ranking.phone.announce': 'ترتيب جديد: {title}',
  'ranking.phone.intro': 'رتّب العناصر، الأهم أولًا: اسحبها أو استخدم الأسهم.',
  'ranking.phone.list': 'ترتيبك',
  'ranking.phone.up': 'نقل {item} إلى الأعلى',
  'ranking.phone.down': 'نقل {item} إلى الأسفل',
  'ranking.phone.moved': 'نُقل {item} إلى المركز {position} من {count}',
  'ranking.phone.send': 'إرسال الترتيب',
  'ranking.phone.update': 'تحديث الترتيب',
} satisfies Translation<typeof en>;
