import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'ranking.host.label': 'ترتيب',
  'ranking.host.items':
    '{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
  'ranking.host.body': 'يرتّب المشاركون هذه العناصر على هواتفهم، الأهم أولًا.',
  'ranking.host.rankOnPhone': 'رتّب العناصر على هاتفك.',
  'ranking.host.answered':
    '{total, plural, zero {رتّب {count} من أصل لا مشاركين} one {رتّب {count} من أصل مشارك واحد} two {رتّب {count} من أصل مشاركَين} few {رتّب {count} من أصل # مشاركين} many {رتّب {count} من أصل # مشاركًا} other {رتّب {count} من أصل # مشارك}}',
  'ranking.host.results': 'متوسط ترتيب كل عنصر',
  'ranking.host.average': 'المتوسط {mean}',
  'ranking.host.averageRank': 'متوسط الترتيب {mean}',
  'ranking.host.heading': 'متوسطات الترتيب',
  'ranking.host.sent': 'الترتيبات المرسلة',
} satisfies Translation<typeof en>;
