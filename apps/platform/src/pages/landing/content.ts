// Landing page content: the structure of each section and the ids of its words in the site catalogue
// (src/i18n/messages/site/en.ts, where the texts named by the specification are kept word for word).
import type { MessageIdOf } from '@readyteams/ui/i18n';
import type { site } from '../../i18n/site';

type Id = MessageIdOf<typeof site>;

export const navAnchors = [
  { id: 'how-it-works', label: 'site.nav.product' },
  { id: 'scenario-library', label: 'site.nav.scenarios' },
  { id: 'features', label: 'site.nav.features' },
  { id: 'solutions', label: 'site.nav.solutions' },
  { id: 'pricing', label: 'site.nav.pricing' },
] as const satisfies readonly { id: string; label: Id }[];

export const heroClaims: Id[] = [
  'site.hero.claim.enterprise',
  'site.hero.claim.anonymous',
  'site.hero.claim.analytics',
  'site.hero.claim.deployment',
];

export type IntroBlock = { key: string; eyebrow: Id; title: Id; body: Id; points: Id[] };

export const introBlocks: IntroBlock[] = [
  {
    key: 'peer',
    eyebrow: 'site.intro.peer.eyebrow',
    title: 'site.intro.peer.title',
    body: 'site.intro.peer.body',
    points: ['site.intro.peer.point1', 'site.intro.peer.point2', 'site.intro.peer.point3'],
  },
  {
    key: 'results',
    eyebrow: 'site.intro.results.eyebrow',
    title: 'site.intro.results.title',
    body: 'site.intro.results.body',
    points: ['site.intro.results.point1', 'site.intro.results.point2', 'site.intro.results.point3'],
  },
];

type Card = { title: Id; body: Id };

export const steps: Card[] = [
  { title: 'site.how.start.title', body: 'site.how.start.body' },
  { title: 'site.how.engage.title', body: 'site.how.engage.body' },
  { title: 'site.how.insights.title', body: 'site.how.insights.body' },
];

export const categories: Card[] = [
  { title: 'site.category.hr.title', body: 'site.category.hr.body' },
  { title: 'site.category.sales.title', body: 'site.category.sales.body' },
  { title: 'site.category.safety.title', body: 'site.category.safety.body' },
  { title: 'site.category.leadership.title', body: 'site.category.leadership.body' },
  { title: 'site.category.service.title', body: 'site.category.service.body' },
  { title: 'site.category.compliance.title', body: 'site.category.compliance.body' },
  { title: 'site.category.culture.title', body: 'site.category.culture.body' },
  { title: 'site.category.custom.title', body: 'site.category.custom.body' },
];

export const features: Card[] = [
  { title: 'site.feature.scenarios.title', body: 'site.feature.scenarios.body' },
  { title: 'site.feature.management.title', body: 'site.feature.management.body' },
  { title: 'site.feature.analytics.title', body: 'site.feature.analytics.body' },
  { title: 'site.feature.anonymous.title', body: 'site.feature.anonymous.body' },
];

export const industries: Id[] = [
  'site.industry.healthcare',
  'site.industry.higherEducation',
  'site.industry.manufacturing',
  'site.industry.automotive',
  'site.industry.financialServices',
  'site.industry.nonprofits',
  'site.industry.technology',
  'site.industry.government',
  'site.industry.legal',
  'site.industry.hospitality',
  'site.industry.retail',
];

/** Customers' names, never translated. */
/* eslint-disable lingui/no-unlocalized-strings */
export const logos = [
  { name: 'Northwind Health', src: '/media/logos/northwind-health.svg' },
  { name: 'Brightpath University', src: '/media/logos/brightpath-university.svg' },
  { name: 'Keystone Manufacturing', src: '/media/logos/keystone-manufacturing.svg' },
  { name: 'Harbor Financial', src: '/media/logos/harbor-financial.svg' },
  { name: 'Summit Hospitality', src: '/media/logos/summit-hospitality.svg' },
];
/* eslint-enable lingui/no-unlocalized-strings */

export const stats: { value: Id; label: Id; star?: boolean }[] = [
  { value: 'site.stats.rating.value', label: 'site.stats.rating.label', star: true },
  { value: 'site.stats.organizations.value', label: 'site.stats.organizations.label' },
  { value: 'site.stats.learners.value', label: 'site.stats.learners.label' },
];

export type Plan = {
  id: string;
  tag: Id;
  title: Id;
  /** In US dollars a month, or a word ('Custom'). */
  price: number | Id;
  priceUnit: Id;
  billingNote: Id;
  description: Id;
  features: Id[];
  buttonText: Id;
  highlighted?: boolean;
};

export const plans: Plan[] = [
  {
    id: 'core',
    tag: 'site.plan.core.tag',
    title: 'site.plan.core.title',
    price: 129,
    priceUnit: 'site.pricing.perHost',
    billingNote: 'site.pricing.billedYearly',
    description: 'site.plan.core.description',
    features: ['site.plan.core.feature1', 'site.plan.core.feature2', 'site.plan.core.feature3'],
    buttonText: 'site.pricing.startTrial',
  },
  {
    id: 'pro',
    tag: 'site.plan.pro.tag',
    title: 'site.plan.pro.title',
    price: 279,
    priceUnit: 'site.pricing.perHost',
    billingNote: 'site.pricing.billedYearly',
    description: 'site.plan.pro.description',
    features: [
      'site.plan.pro.feature1',
      'site.plan.pro.feature2',
      'site.plan.pro.feature3',
      'site.plan.pro.feature4',
      'site.plan.pro.feature5',
    ],
    buttonText: 'site.pricing.startTrial',
    highlighted: true,
  },
  {
    id: 'enterprise',
    tag: 'site.plan.enterprise.tag',
    title: 'site.plan.enterprise.title',
    price: 'site.plan.enterprise.price',
    priceUnit: 'site.plan.enterprise.priceUnit',
    billingNote: 'site.plan.enterprise.billingNote',
    description: 'site.plan.enterprise.description',
    features: [
      'site.plan.enterprise.feature1',
      'site.plan.enterprise.feature2',
      'site.plan.enterprise.feature3',
      'site.plan.enterprise.feature4',
      'site.plan.enterprise.feature5',
    ],
    buttonText: 'site.plan.enterprise.button',
  },
];
