import { company, supportEmail } from '../../lib/config';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    title: 'site.terms.acceptance.title',
    paragraphs: ['site.terms.acceptance.p1'],
  },
  {
    title: 'site.terms.service.title',
    paragraphs: ['site.terms.service.p1'],
  },
  {
    title: 'site.terms.accounts.title',
    paragraphs: ['site.terms.accounts.p1'],
  },
  {
    title: 'site.terms.use.title',
    paragraphs: ['site.terms.use.p1'],
    list: ['site.terms.use.item1', 'site.terms.use.item2', 'site.terms.use.item3', 'site.terms.use.item4'],
  },
  {
    title: 'site.terms.billing.title',
    paragraphs: ['site.terms.billing.p1', 'site.terms.billing.p2'],
  },
  {
    title: 'site.terms.ip.title',
    paragraphs: ['site.terms.ip.p1'],
  },
  {
    title: 'site.terms.privacy.title',
    paragraphs: ['site.terms.privacy.p1'],
  },
  {
    title: 'site.terms.availability.title',
    paragraphs: ['site.terms.availability.p1'],
  },
  {
    title: 'site.terms.liability.title',
    paragraphs: ['site.terms.liability.p1'],
  },
  {
    title: 'site.terms.indemnification.title',
    paragraphs: ['site.terms.indemnification.p1'],
  },
  {
    title: 'site.terms.termination.title',
    paragraphs: ['site.terms.termination.p1'],
  },
  {
    title: 'site.terms.law.title',
    paragraphs: ['site.terms.law.p1'],
  },
  {
    title: 'site.terms.changes.title',
    paragraphs: ['site.terms.changes.p1'],
  },
  {
    title: 'site.terms.contact.title',
    paragraphs: ['site.terms.contact.p1'],
  },
];

export default function TermsOfServiceRoute() {
  return (
    <LegalPage
      title="site.terms.title"
      lastUpdated="2025-01-21"
      intro="site.terms.intro"
      sections={sections}
      values={{
        company: company.name,
        email: supportEmail,
        street: company.street,
        city: company.city,
      }}
    />
  );
}
