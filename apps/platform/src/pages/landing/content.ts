// Landing page copy. Texts named by the specification are kept word for word; the rest is our own.

export const navAnchors = [
  { id: 'how-it-works', label: 'Product' },
  { id: 'scenario-library', label: 'Scenarios' },
  { id: 'features', label: 'Features' },
  { id: 'solutions', label: 'Solutions' },
  { id: 'pricing', label: 'Pricing' },
] as const;

export const heroClaims = [
  'Enterprise-ready',
  'Anonymous & secure',
  'Real-time analytics',
  'Instant deployment',
];

export const introBlocks = [
  {
    eyebrow: 'Peer-to-peer learning',
    title: 'Practice the hard conversations before they happen',
    body: 'Teams work through realistic workplace situations together, vote anonymously on what they would do, and talk through the best answer with their peers. People remember what they decided together far longer than what they clicked through alone.',
    points: [
      'A library of 500+ workplace scenarios, ready to run',
      'Participants join from any phone with a 4-character code',
      'No accounts, no installs, no names collected from participants',
    ],
  },
  {
    eyebrow: 'Proven results',
    title: 'Readiness you can measure, not just hope for',
    body: 'Every session ends with closing questions that compare confidence before and after, so you see what moved. Results land in your dashboard in real time and export in one click.',
    points: [
      'Confidence before and after, Net Promoter Score and free-text feedback',
      'Reports for every session, ready to share with leadership',
      '24/7 support whenever your team is training',
    ],
  },
];

export const steps = [
  {
    title: 'Start Session',
    body: 'Pick a scenario from the library and press start. You get a 4-character code and a QR code for your phone in seconds.',
  },
  {
    title: 'Teams Engage',
    body: 'Participants join anonymously from their phones, watch the scenario, answer polls and discuss what they would do.',
  },
  {
    title: 'Get Insights',
    body: 'Answers become live charts during the session and a full report afterwards, so you know where your team stands.',
  },
];

export const categories = [
  {
    title: 'Human Resources',
    body: 'Hiring, feedback, performance conversations and the moments in between.',
  },
  { title: 'Sales', body: 'Discovery, objections and negotiation, practised before the customer call.' },
  { title: 'Safety', body: 'Speak-up culture, near misses and the decisions that keep everyone safe.' },
  { title: 'Leadership', body: 'Delegation, difficult decisions and leading teams through change.' },
  { title: 'Customer Service', body: 'De-escalation, empathy and turning complaints into loyalty.' },
  { title: 'Compliance', body: 'Ethics, data protection and the grey areas policies do not spell out.' },
  {
    title: 'Culture & Inclusion',
    body: 'Belonging, bias and building a workplace where everyone contributes.',
  },
  {
    title: 'Custom Scenarios',
    body: 'Your own situations, written with our team for your people and policies.',
  },
];

export const features = [
  {
    title: 'Scenario-based learning',
    body: 'Short video scenarios drawn from real workplaces put teams in the moment and make every discussion concrete.',
  },
  {
    title: 'Management tools',
    body: 'Team administration, playlists and custom scenario building keep every facilitator and every session organised.',
  },
  {
    title: 'Real-time analytics',
    body: 'Live poll results, confidence shifts and engagement numbers while the session runs, and reports afterwards.',
  },
  {
    title: 'Anonymous and secure participation',
    body: 'Participants never sign up or give a name, so they answer honestly. Your data stays protected.',
  },
];

export const industries = [
  'Healthcare',
  'Higher Education',
  'Manufacturing',
  'Automotive',
  'Financial Services',
  'Nonprofits',
  'Technology',
  'Government',
  'Legal',
  'Hospitality',
  'Retail',
];

export const logos = [
  { name: 'Northwind Health', src: '/media/logos/northwind-health.svg' },
  { name: 'Brightpath University', src: '/media/logos/brightpath-university.svg' },
  { name: 'Keystone Manufacturing', src: '/media/logos/keystone-manufacturing.svg' },
  { name: 'Harbor Financial', src: '/media/logos/harbor-financial.svg' },
  { name: 'Summit Hospitality', src: '/media/logos/summit-hospitality.svg' },
];

export const stats = [
  { value: '4.9/5', label: 'Average rating' },
  { value: '250+', label: 'Organizations' },
  { value: '50k+', label: 'Learners' },
];

export type Plan = {
  tag: string;
  title: string;
  price: string;
  priceUnit: string;
  billingNote: string;
  description: string;
  features: string[];
  buttonText: string;
  highlighted?: boolean;
};

export const plans: Plan[] = [
  {
    tag: 'Special Offer',
    title: 'Core',
    price: '$129',
    priceUnit: 'per host / month',
    billingNote: 'Billed yearly, excluding tax',
    description: 'Everything a facilitator needs to run engaging sessions with the full library.',
    features: ['Unlimited sessions and participants', 'Full library access', 'Priority email support'],
    buttonText: 'Start Free Trial',
  },
  {
    tag: 'Great Deal',
    title: 'Pro',
    price: '$279',
    priceUnit: 'per host / month',
    billingNote: 'Billed yearly, excluding tax',
    description: 'For teams that want scenarios written for them and help running sessions.',
    features: [
      'Everything in Core',
      'Up to 5 custom scenarios a year',
      'Up to 4 third-party facilitation credits',
      'Team management and playlists (coming soon)',
      'Priority web-conferencing support',
    ],
    buttonText: 'Start Free Trial',
    highlighted: true,
  },
  {
    tag: 'Please Inquire',
    title: 'Enterprise',
    price: 'Custom',
    priceUnit: 'pricing',
    billingNote: 'Tailored to your organization',
    description: 'For organizations rolling out scenario training across many teams and sites.',
    features: [
      'Everything in Pro',
      'Unlimited custom scenario development',
      'Volume discounts on host seats',
      'SSO integration',
      'Dedicated onboarding and customer success',
    ],
    buttonText: 'Contact Sales',
  },
];
