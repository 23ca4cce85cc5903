import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.knowledge-check.label': 'اختبار المعرفة',
  'forms.knowledge-check.summary':
    '{count, plural, zero {لا خيارات} one {خيار واحد} two {خياران} few {# خيارات} many {# خيارًا} other {# خيار}}، {correct, plural, zero {لا صحيح} one {واحد صحيح} two {اثنان صحيحان} few {# صحيحة} many {# صحيحًا} other {# صحيح}}',
  'forms.knowledge-check.question': 'السؤال',
  'forms.knowledge-check.questionHint': 'تجيب عنه الهواتف؛ وتكشف أنت الخيارات الصحيحة عندما يجيب الجميع.',
  'forms.knowledge-check.choices': 'الخيارات',
  'forms.knowledge-check.choicesHint':
    'من 2 إلى 6 خيارات، لا يتجاوز كل منها 120 حرفًا. حدّد الصحيحة: إذا كانت عدة خيارات صحيحة تختار الهواتف كل ما ينطبق، ولا يُحتسب صحيحًا إلا تلك الخيارات بالضبط.',
  'forms.knowledge-check.choice': 'الخيار {n}',
  'forms.knowledge-check.correct': 'الخيار {n} صحيح',
  'forms.knowledge-check.correctShort': 'صحيح',
  'forms.knowledge-check.remove': 'إزالة الخيار {n}',
  'forms.knowledge-check.add': 'إضافة خيار',
  'forms.knowledge-check.explanation': 'الشرح',
  'forms.knowledge-check.explanationHint': 'يظهر مع الخيارات الصحيحة عند كشفها.',
  'forms.knowledge-check.timeLimit': 'الحد الزمني (بالثواني)',
  'forms.knowledge-check.timeLimitHint': 'اختياري، من 5 إلى 300. تُرفض الإجابات بعده.',
  'forms.knowledge-check.speedBonus': 'مكافأة السرعة: الإجابات الصحيحة الأسرع تحصل على نقاط أكثر',
  'forms.knowledge-check.speedBonusHint': 'تحتاج إلى حد زمني. لا تُعرض النقاط بالأسماء أبدًا.',
  'forms.knowledge-check.error.title': 'السؤال مطلوب لاختبارات المعرفة',
  'forms.knowledge-check.error.count': 'يحتاج اختبار المعرفة إلى 2 إلى 6 خيارات',
  'forms.knowledge-check.error.choice': 'يحتاج كل خيار إلى نص لا يتجاوز 120 حرفًا',
  'forms.knowledge-check.error.duplicate': 'يجب أن يكون كل خيار مختلفًا',
  'forms.knowledge-check.error.correct': 'حدّد خيارًا صحيحًا واحدًا على الأقل',
  'forms.knowledge-check.error.explanation': 'يمكن أن يصل الشرح إلى 500 حرف',
  'forms.knowledge-check.error.timeLimit': 'يجب أن يكون الحد الزمني من 5 إلى 300 ثانية',
  'forms.knowledge-check.error.speedBonus': 'تحتاج مكافأة السرعة إلى حد زمني',
} satisfies Translation<typeof en>;
