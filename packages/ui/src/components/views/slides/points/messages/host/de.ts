import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'points.host.label': '100 Punkte',
  'points.host.pointOptions': '{count, plural, one {# Option} other {# Optionen}}',
  'points.host.body': 'Die Teilnehmenden verteilen auf ihren Handys 100 Punkte auf diese Optionen.',
  'points.host.onPhone': 'Verteile auf deinem Handy 100 Punkte auf die Optionen.',
  'points.host.answered':
    '{total, plural, one {{count} von # Person hat geantwortet} other {{count} von # Personen haben geantwortet}}',
  'points.host.results': 'Durchschnittliche Punkte je Option',
  'points.host.average': '{mean} P.',
  'points.host.averagePoints': 'durchschnittlich {mean} Punkte',
  'points.host.givers':
    '{count, plural, one {von # Person mit Punkten bedacht} other {von # Personen mit Punkten bedacht}}',
  'points.host.heading': 'Durchschnittliche Punkte',
  'points.host.sent': 'Verteilungen gesendet',
} satisfies Translation<typeof en>;
