import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'qna.host.heading': 'أسئلة الجمهور',
  'qna.host.open': 'السماح للمشاركين بطرح الأسئلة',
  'qna.host.moderated': 'الموافقة على الأسئلة أولًا',
  'qna.host.order': 'الترتيب',
  'qna.host.byVotes': 'الأكثر تصويتًا',
  'qna.host.newest': 'الأحدث',
  'qna.host.empty': 'لا توجد أسئلة بعد.',
  'qna.host.votes':
    '{count, plural, zero {لا أصوات} one {صوت واحد} two {صوتان} few {# أصوات} many {# صوتًا} other {# صوت}}',
  'qna.host.approve': 'موافقة',
  'qna.host.hide': 'إخفاء',
  'qna.host.show': 'إظهار',
  'qna.host.answered': 'تمت الإجابة',
  'qna.host.markAnswered': 'تمييز كمُجاب',
  'qna.host.markUnanswered': 'لم تتم الإجابة بعد',
  'qna.host.spotlight': 'عرض على الشاشة',
  'qna.host.unspotlight': 'إزالة من الشاشة',
  'qna.host.onScreen': 'على الشاشة',
  'qna.host.waiting': 'بانتظار الموافقة',
  'qna.host.held': 'أوقفه المرشح',
  'qna.host.hidden': 'مخفي',
  'qna.host.askAt': 'اطرح أسئلتك على {url}',
  'qna.host.fromRoom': 'سؤال من الحاضرين',
  'qna.host.report': 'أسئلة الجمهور',
  'qna.host.reportEmpty': 'لم يصل أي سؤال إلى الحاضرين.',
} satisfies Translation<typeof en>;
