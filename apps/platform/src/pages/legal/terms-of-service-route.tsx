import { company, supportEmail } from '../../lib/config';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    paragraphs: [
      `These Terms of Service form an agreement between you and ${company.name} ("Ready Teams", "we", "us"). By creating an account, starting a session or joining one, you accept these terms. If you use the service on behalf of an organization, you confirm that you may bind that organization to them.`,
    ],
  },
  {
    title: 'Description of the Service',
    paragraphs: [
      'Ready Teams is a cloud platform for live, scenario-based group training. Hosts choose scenarios from a library, run live sessions that participants join anonymously with a short code, and review the results. We may add, change or remove features as the product evolves.',
    ],
  },
  {
    title: 'Accounts',
    paragraphs: [
      'You must be at least 18 years old to hold an account. One person or entity may hold only one account. You are responsible for keeping your password confidential and for everything done with your account; tell us at once if you suspect unauthorized use.',
    ],
  },
  {
    title: 'Acceptable Use',
    paragraphs: ['You agree not to misuse the service. In particular you will not:'],
    list: [
      'upload content that is unlawful, harassing, discriminatory or infringes the rights of others;',
      'try to identify anonymous participants against their will;',
      'probe, scan or test the security of the service, or guess session codes;',
      'resell or sublicense the service without our written permission.',
    ],
  },
  {
    title: 'Subscription and Billing',
    paragraphs: [
      'Paid plans are priced per host and billed annually in advance. New accounts may start with a 4-week free trial without a credit card. We give at least 30 days’ notice before a price change takes effect.',
      'You may cancel at any time; the service continues until the end of the billing period you paid for. We do not refund unused prepaid time except where the law requires it. Failed payments may lead to suspension of the service.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'The service, the scenario library and our trademarks belong to us or our licensors. You keep all rights in the content you upload and grant us the licence needed to host and show it to the people you choose. Custom scenarios we write for you are covered by your order.',
    ],
  },
  {
    title: 'Privacy',
    paragraphs: [
      'Our Privacy Policy explains what we collect and how we use it. Participants join sessions without giving their name, and their answers are reported to hosts without identifying them.',
    ],
  },
  {
    title: 'Service Availability and Support',
    paragraphs: [
      'We aim for 99.9% uptime but do not guarantee it. Planned maintenance is announced in advance where we can. Support is available by email, with priority handling for the plans that include it.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'To the extent the law allows, the service is provided "as is" and we are not liable for indirect, incidental or consequential damages, lost profits or lost data. Our total liability for any claim is limited to the fees you paid us in the twelve months before the claim arose.',
    ],
  },
  {
    title: 'Indemnification',
    paragraphs: [
      'You agree to defend and hold us harmless against claims arising from content you upload, from your breach of these terms, or from your violation of the rights of others.',
    ],
  },
  {
    title: 'Termination',
    paragraphs: [
      'You may close your account at any time. We may suspend or terminate accounts that breach these terms, that remain unpaid, or where the law requires it. On termination your right to use the service ends; sections that by their nature should survive, survive.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. The courts located in New York County, New York have exclusive jurisdiction over any dispute.',
    ],
  },
  {
    title: 'Changes to These Terms',
    paragraphs: [
      'We may update these terms. For material changes we give at least 30 days’ notice by email or in the product before they take effect. Continuing to use the service after that date means you accept the updated terms.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: [
      `Questions about these terms: write to ${supportEmail} or to ${company.name}, ${company.street}, ${company.city}.`,
    ],
  },
];

export default function TermsOfServiceRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated="January 21, 2025"
      intro="Please read these terms carefully. They explain what you can expect from us and what we expect from you when you use Ready Teams."
      sections={sections}
    />
  );
}
