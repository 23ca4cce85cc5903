import { company, supportEmail } from '../../lib/config';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    title: 'site.privacy.introduction.title',
    paragraphs: ['site.privacy.introduction.p1'],
  },
  {
    title: 'site.privacy.collect.title',
    paragraphs: ['site.privacy.collect.p1'],
    list: ['site.privacy.collect.item1', 'site.privacy.collect.item2', 'site.privacy.collect.item3'],
  },
  {
    title: 'site.privacy.use.title',
    paragraphs: ['site.privacy.use.p1'],
  },
  {
    title: 'site.privacy.sharing.title',
    paragraphs: ['site.privacy.sharing.p1'],
    list: [
      'site.privacy.sharing.item1',
      'site.privacy.sharing.item2',
      'site.privacy.sharing.item3',
      'site.privacy.sharing.item4',
    ],
  },
  {
    title: 'site.privacy.security.title',
    paragraphs: ['site.privacy.security.p1'],
  },
  {
    title: 'site.privacy.rights.title',
    paragraphs: ['site.privacy.rights.p1'],
    list: [
      'site.privacy.rights.item1',
      'site.privacy.rights.item2',
      'site.privacy.rights.item3',
      'site.privacy.rights.item4',
      'site.privacy.rights.item5',
      'site.privacy.rights.item6',
    ],
  },
  {
    title: 'site.privacy.retention.title',
    paragraphs: ['site.privacy.retention.p1'],
  },
  {
    title: 'site.privacy.transfers.title',
    paragraphs: ['site.privacy.transfers.p1'],
  },
  {
    title: 'site.privacy.changes.title',
    paragraphs: ['site.privacy.changes.p1'],
  },
  {
    title: 'site.privacy.contact.title',
    paragraphs: ['site.privacy.contact.p1'],
  },
];

export default function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="site.privacy.title"
      lastUpdated="2025-01-21"
      intro="site.privacy.intro"
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
