import { company, supportEmail } from '../../lib/config';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    title: 'Introduction',
    paragraphs: [
      `This policy explains how ${company.name} ("Ready Teams", "we") handles personal information when you visit our site, use the platform as a host or administrator, or join a session as a participant.`,
    ],
  },
  {
    title: 'Information We Collect',
    paragraphs: ['We collect only what we need to run the service:'],
    list: [
      'Personal information: name, work email, company and plan of account holders; the email address you give us for the waitlist.',
      'Usage information: sessions started, scenarios used, anonymous answers given in sessions, and technical data such as browser type and IP address.',
      'Communication information: messages you send to our support team and your email preferences.',
    ],
  },
  {
    title: 'How We Use Information',
    paragraphs: [
      'We use information to provide and secure the service, to show hosts and administrators the results of their sessions, to answer support requests, to bill subscriptions, and to improve the product. We send product updates only to people who asked for them and each message lets you unsubscribe.',
    ],
  },
  {
    title: 'Information Sharing',
    paragraphs: ['We do not sell personal information. We share it only:'],
    list: [
      'with the administrators of your organization, who can see its users and session reports;',
      'with service providers who host, email or bill on our behalf under written confidentiality terms;',
      'when the law, a court order or the protection of someone’s safety requires it;',
      'in a merger, acquisition or sale of assets, where the buyer keeps this policy’s commitments.',
    ],
  },
  {
    title: 'Data Security',
    paragraphs: [
      'Passwords are stored with a modern one-way hash, connections are encrypted, and access to production data is limited to the staff who need it. No system is perfectly secure, so we also watch for and respond to incidents.',
    ],
  },
  {
    title: 'Your Rights',
    paragraphs: ['Depending on where you live, you may ask us to:'],
    list: [
      'access the personal information we hold about you;',
      'correct information that is wrong;',
      'delete your information;',
      'object to or restrict certain processing;',
      'receive your information in a portable format;',
      'withdraw consent you gave earlier, without affecting earlier processing.',
    ],
  },
  {
    title: 'Data Retention',
    paragraphs: [
      'We keep account information while your account is active and for a short period afterwards for legal and billing reasons. Session answers are kept for as long as your organization keeps its reports, then deleted.',
    ],
  },
  {
    title: 'International Transfers',
    paragraphs: [
      'We are based in the United States and may process information there or wherever our service providers operate. When we transfer information across borders we use the safeguards the law requires.',
    ],
  },
  {
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy. We will post the new version here with a new date and, for material changes, tell account holders by email or in the product.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [
      `Write to ${supportEmail} or to ${company.name}, ${company.street}, ${company.city} with any privacy question or request.`,
    ],
  },
];

export default function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated="January 21, 2025"
      intro="Your privacy matters to us and to the people who join your sessions. This policy describes what we collect, why, and the choices you have."
      sections={sections}
    />
  );
}
