import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'teams.phone.yourTeam': 'فريقك: {name}',
  'teams.phone.pick': 'اختر فريقك',
  'teams.phone.pickHint': 'يمكنك تغييره حتى يبدأ المضيف.',
  'teams.phone.joined': 'أنت في فريق {name}.',
  'teams.phone.place': 'فريقك في المركز {rank} من {count}.',
  'teams.phone.average': 'المتوسط {points} نقطة لكل عضو أجاب.',
  'teams.phone.noScore': 'لم تُكشف أي إجابات بعد: كل إجابة من فريقك تُحتسب.',
} satisfies Translation<typeof en>;
