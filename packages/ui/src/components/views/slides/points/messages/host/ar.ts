import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'points.host.label': '100 نقطة',
  'points.host.pointOptions':
    '{count, plural, zero {لا خيارات} one {خيار واحد} two {خياران} few {# خيارات} many {# خيارًا} other {# خيار}}',
  'points.host.body': 'يوزّع المشاركون 100 نقطة على هذه الخيارات من هواتفهم.',
  'points.host.onPhone': 'وزّع 100 نقطة على الخيارات من هاتفك.',
  'points.host.answered':
    '{total, plural, zero {أجاب {count} من # مشارك} one {أجاب {count} من مشارك واحد} two {أجاب {count} من مشاركَين} few {أجاب {count} من # مشاركين} many {أجاب {count} من # مشاركًا} other {أجاب {count} من # مشارك}}',
  'points.host.results': 'متوسط النقاط لكل خيار',
  'points.host.average': '{mean} نقطة',
  'points.host.averagePoints': 'بمتوسط {mean} نقطة',
  'points.host.givers':
    '{count, plural, zero {لم يمنحه أحد نقاطًا} one {منحه شخص واحد نقاطًا} two {منحه شخصان نقاطًا} few {منحه # أشخاص نقاطًا} many {منحه # شخصًا نقاطًا} other {منحه # شخص نقاطًا}}',
  'points.host.heading': 'متوسط النقاط',
  'points.host.sent': 'التوزيعات المرسلة',
} satisfies Translation<typeof en>;
