import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'check.host.label': 'اختبار المعرفة',
  'check.host.meta':
    '{count, plural, zero {لا خيارات} one {خيار واحد} two {خياران} few {# خيارات} many {# خيارًا} other {# خيار}}',
  'check.host.timed': '{seconds} ث للإجابة',
  'check.host.speedBonus': 'مكافأة السرعة مفعّلة: الإجابات الصحيحة الأسرع تحصل على نقاط أكثر',
  'check.host.correctMark': 'صحيح',
  'check.host.explanation': 'لماذا',
  'check.host.answerOnPhone': 'أجب على هاتفك.',
  'check.host.pickAll': 'أجب على هاتفك: اختر كل ما ينطبق.',
  'check.host.answered':
    '{total, plural, zero {{count} من # مشارك أجابوا} one {{count} من مشارك واحد أجاب} two {{count} من مشاركَين أجابوا} few {{count} من # مشاركين أجابوا} many {{count} من # مشاركًا أجابوا} other {{count} من # مشارك أجابوا}}',
  'check.host.secondsLeft':
    '{seconds, plural, zero {لم يبق وقت} one {بقيت ثانية واحدة} two {بقيت ثانيتان} few {بقيت # ثوانٍ} many {بقيت # ثانية} other {بقيت # ثانية}}',
  'check.host.timeUp': 'انتهى الوقت',
  'check.host.chose':
    '{count, plural, zero {لم يختره أحد} one {اختاره شخص واحد} two {اختاره شخصان} few {اختاره # أشخاص} many {اختاره # شخصًا} other {اختاره # شخص}} ({percent})',
  'check.host.heading': 'اختبار المعرفة',
  'check.host.sent': 'الإجابات',
  'check.host.reveal': 'اكشف الإجابات',
  'check.host.revealed': 'تم كشف الإجابات',
  'check.host.shareCorrect': '{share} أجابوا إجابة صحيحة تمامًا',
  'check.host.hostCorrect': 'الصحيح: {keys}',
  'check.host.misconception': 'الإجابة الخاطئة الأكثر اختيارًا: {label}',
  'check.host.noMisconception': 'لم يختر أحد إجابة خاطئة',
  'check.host.report': 'الإجابات على كل خيار',
} satisfies Translation<typeof en>;
