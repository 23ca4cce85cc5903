import { supportEmail } from '../../lib/config';
import { LegalPage, type LegalSection } from './legal-page';

// Written from the repository's own tests on the statement's date: the figures are counted from apps/storybook (the
// stories checked by axe), apps/platform/e2e (the pages scanned with @axe-core/playwright, the keyboard-only
// journeys) and the contrast of packages/ui/src/theme.css. Update the date with the figures (the words: the site
// catalogue, src/i18n/messages/site).

const sections: LegalSection[] = [
  {
    title: 'site.a11y.target.title',
    paragraphs: ['site.a11y.target.p1', 'site.a11y.target.p2'],
  },
  {
    title: 'site.a11y.testing.title',
    paragraphs: ['site.a11y.testing.p1'],
    list: [
      'site.a11y.testing.item1',
      'site.a11y.testing.item2',
      'site.a11y.testing.item3',
      'site.a11y.testing.item4',
      'site.a11y.testing.item5',
      'site.a11y.testing.item6',
    ],
  },
  {
    title: 'site.a11y.notYet.title',
    paragraphs: ['site.a11y.notYet.p1'],
  },
  {
    title: 'site.a11y.limitations.title',
    paragraphs: ['site.a11y.limitations.p1'],
    list: [
      'site.a11y.limitations.item1',
      'site.a11y.limitations.item2',
      'site.a11y.limitations.item3',
      'site.a11y.limitations.item4',
      'site.a11y.limitations.item5',
    ],
  },
  {
    title: 'site.a11y.pace.title',
    paragraphs: ['site.a11y.pace.p1'],
  },
  {
    title: 'site.a11y.feedback.title',
    paragraphs: ['site.a11y.feedback.p1'],
  },
];

export default function AccessibilityStatementRoute() {
  return (
    <LegalPage
      title="site.a11y.title"
      lastUpdated="2026-11-26"
      intro="site.a11y.intro"
      sections={sections}
      values={{ email: supportEmail }}
    />
  );
}
