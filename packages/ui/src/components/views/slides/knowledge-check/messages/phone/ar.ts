import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'check.phone.title': 'اختبار المعرفة',
  'check.phone.announce': 'اختبار معرفة جديد: {title}',
  'check.phone.pickOne': 'اختر إجابة واحدة.',
  'check.phone.pickAll': 'اختر كل ما ينطبق، ثم أرسل.',
  'check.phone.send': 'أرسل الإجابة',
  'check.phone.update': 'عدّل الإجابة',
  'check.phone.secondsLeft':
    '{seconds, plural, zero {لم يبق وقت} one {بقيت ثانية واحدة} two {بقيت ثانيتان} few {بقيت # ثوانٍ} many {بقيت # ثانية} other {بقيت # ثانية}}',
  'check.phone.timeUp': 'انتهى الوقت. انتظر الإجابات.',
  'check.phone.waiting': 'تم إرسال الإجابة. انتظر الإجابات.',
  'check.phone.correctMark': 'الإجابة الصحيحة',
  'check.phone.yourChoice': 'اختيارك',
  'check.phone.right': 'صحيح!',
  'check.phone.wrong': 'ليس تمامًا. هذه هي الإجابة.',
  'check.phone.missed': 'لم تجب عن هذا السؤال.',
  'check.phone.soFar':
    '{total, plural, zero {{correct} من # صحيحة حتى الآن} one {{correct} من # صحيحة حتى الآن} two {{correct} من # صحيحة حتى الآن} few {{correct} من # صحيحة حتى الآن} many {{correct} من # صحيحة حتى الآن} other {{correct} من # صحيحة حتى الآن}}',
  'check.phone.explanation': 'لماذا',
} satisfies Translation<typeof en>;
