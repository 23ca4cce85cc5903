import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'qna.phone.open': 'الأسئلة',
  'qna.phone.back': 'العودة إلى الجلسة',
  'qna.phone.heading': 'اسأل المضيف',
  'qna.phone.intro': 'اسأل دون ذكر اسمك، وصوّت للأسئلة التي تريد الإجابة عنها.',
  'qna.phone.label': 'سؤالك',
  'qna.phone.placeholder': 'اكتب سؤالك…',
  'qna.phone.left':
    '{count, plural, zero {لم يتبقَّ أي حرف} one {تبقى حرف واحد} two {تبقى حرفان} few {تبقى # أحرف} many {تبقى # حرفًا} other {تبقى # حرف}}',
  'qna.phone.send': 'اسأل',
  'qna.phone.sent': 'أُرسل السؤال.',
  'qna.phone.waits': 'أُرسل: يراه المضيف أولًا.',
  'qna.phone.sending': 'جارٍ الإرسال…',
  'qna.phone.list': 'أسئلة الحاضرين',
  'qna.phone.empty': 'لا توجد أسئلة بعد. كن أول من يسأل.',
  'qna.phone.upvote':
    '{count, plural, zero {تصويت (لا أصوات)} one {تصويت (صوت واحد)} two {تصويت (صوتان)} few {تصويت (# أصوات)} many {تصويت (# صوتًا)} other {تصويت (# صوت)}}',
  'qna.phone.yours':
    '{count, plural, zero {سؤالك، لا أصوات} one {سؤالك، صوت واحد} two {سؤالك، صوتان} few {سؤالك، # أصوات} many {سؤالك، # صوتًا} other {سؤالك، # صوت}}',
  'qna.phone.answered': 'تمت الإجابة',
  'qna.phone.waiting': 'بانتظار المضيف',
  'qna.phone.hidden': 'أخفاه المضيف',
  'qna.phone.limit':
    '{count, plural, zero {طرحت # سؤال، وهو الحد الأقصى لهذه الجلسة.} one {طرحت سؤالًا واحدًا، وهو الحد الأقصى لهذه الجلسة.} two {طرحت سؤالين، وهو الحد الأقصى لهذه الجلسة.} few {طرحت # أسئلة، وهو الحد الأقصى لهذه الجلسة.} many {طرحت # سؤالًا، وهو الحد الأقصى لهذه الجلسة.} other {طرحت # سؤال، وهو الحد الأقصى لهذه الجلسة.}}',
} satisfies Translation<typeof en>;
