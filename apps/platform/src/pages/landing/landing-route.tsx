import { useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BarChart3,
  Menu,
  Play,
  PlayCircle,
  ShieldCheck,
  Star,
  Users,
  X,
  Zap,
  BookOpen,
  Settings2,
  CheckCircle2,
  Check,
} from 'lucide-react';
import { LanguageSelect, useFormat, type TranslateOf } from '@readyteams/ui/i18n';
import { buttonVariants } from '@readyteams/ui/utils';
import { CategoryCard, LogoCarousel as CustomerLogos, PricingCard, StepCard } from '@readyteams/ui/marketing';
import { company, supportEmail } from '../../lib/config';
import { paths, sessionHost } from '../../lib/paths';
import { BrandMark } from '../../components/brand-mark';
import { site } from '../../i18n/site';
import {
  type IntroBlock as IntroBlockContent,
  categories,
  features,
  heroClaims,
  industries,
  introBlocks,
  logos,
  navAnchors,
  plans,
  stats,
  steps,
} from './content';

export default function LandingRoute() {
  return (
    <div className="min-h-screen bg-background text-foreground">
      <SiteHeader />
      <JoinBanner />
      <main>
        <Hero />
        {introBlocks.map((block, index) => (
          <IntroBlock key={block.key} block={block} reversed={index % 2 === 1} />
        ))}
        <HowItWorks />
        <ScenarioLibrary />
        <Features />
        <Solutions />
        <LogoCarousel />
        <Pricing />
      </main>
      <SiteFooter />
    </div>
  );
}

function SiteHeader() {
  const t = site.useT();
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2 font-bold"
          aria-label={t('site.header.home')}
        >
          <BrandMark />
          {/* Below 360 px the mark alone, so a longer language's button still fits beside it. */}
          <span className="max-[359px]:sr-only">Ready Teams</span>
        </Link>
        <nav aria-label={t('site.nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {navAnchors.map((anchor) => (
              <li key={anchor.id}>
                <a href={`#${anchor.id}`} className="text-muted-foreground hover:text-foreground">
                  {t(anchor.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSelect className="max-sm:hidden" />
          <Link
            to={paths.auth}
            className={buttonVariants({ variant: 'outline', className: 'max-sm:hidden' })}
          >
            {t('site.signIn')}
          </Link>
          <Link to={paths.signUp} className={buttonVariants()}>
            {t('site.header.tryFree')}
          </Link>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted md:hidden"
            aria-label={open ? t('site.header.closeMenu') : t('site.header.openMenu')}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label={t('site.nav.mobile')} className="border-t border-border md:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
            {navAnchors.map((anchor) => (
              <li key={anchor.id}>
                <a
                  href={`#${anchor.id}`}
                  className="block rounded-md px-2 py-3 font-medium hover:bg-muted"
                  onClick={() => setOpen(false)}
                >
                  {t(anchor.label)}
                </a>
              </li>
            ))}
            <li>
              <Link to={paths.auth} className="block rounded-md px-2 py-3 font-medium hover:bg-muted">
                {t('site.signIn')}
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}

function JoinBanner() {
  const t = site.useT();
  const [code, setCode] = useState('');
  return (
    <section aria-label={t('site.join.region')} className="bg-primary text-primary-foreground">
      <form
        className="mx-auto flex max-w-7xl flex-col items-center justify-center gap-3 px-4 py-3 sm:flex-row sm:px-6"
        onSubmit={(event) => {
          event.preventDefault();
          const pin = code.trim().toUpperCase();
          // An empty code does nothing (spec §5).
          if (!pin) return;
          window.location.assign(sessionHost.join(pin));
        }}
      >
        <label htmlFor="join-code" className="text-sm font-semibold">
          {t('site.join.label')}
        </label>
        <div className="flex gap-2">
          <input
            id="join-code"
            name="pin"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            maxLength={4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD"
            className="h-10 w-28 rounded-md border border-primary-foreground/40 bg-background px-3 text-center font-mono text-base font-semibold tracking-[0.3em] text-foreground uppercase placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
          />
          <button
            type="submit"
            className="h-10 rounded-md bg-background px-4 text-sm font-semibold text-primary hover:bg-background/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
          >
            {t('site.join.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

function Hero() {
  const t = site.useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div className="space-y-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t('site.hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {t('site.hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('site.hero.body')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.signUp} className={buttonVariants()}>
              {t('site.header.tryFree')}
            </Link>
            <a href="#how-it-works" className={buttonVariants({ variant: 'outline' })}>
              {t('site.hero.seeHow')}
            </a>
          </div>
          <ul className="grid grid-cols-2 gap-2 text-sm text-muted-foreground sm:flex sm:flex-wrap sm:gap-4">
            {heroClaims.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <CheckCircle2 aria-hidden className="size-4 text-success" />
                {t(claim)}
              </li>
            ))}
          </ul>
        </div>
        <figure className="space-y-3">
          <div className="relative overflow-hidden rounded-xl border border-border bg-card shadow-lg">
            <video
              ref={videoRef}
              className="aspect-video w-full bg-black"
              poster="/media/explainer-poster.svg"
              preload="none"
              playsInline
              controls={playing}
              onPlay={() => setPlaying(true)}
              onEnded={() => setPlaying(false)}
              aria-label={t('site.hero.video')}
            >
              <source src="/media/explainer.webm" type="video/webm" />
            </video>
            {!playing && (
              // The poster's own title and subtitle fill its middle: the control sits below them, never over them.
              <button
                type="button"
                className="absolute inset-0 flex items-end justify-center bg-black/20 p-4 transition hover:bg-black/30 sm:p-6"
                onClick={() => {
                  setPlaying(true);
                  void videoRef.current?.play().catch(() => undefined);
                }}
              >
                <span className="inline-flex items-center gap-2 rounded-full bg-background px-5 py-3 text-sm font-semibold text-foreground shadow">
                  <Play aria-hidden className="size-4 fill-current" />
                  {t('site.hero.watchDemo')}
                </span>
              </button>
            )}
          </div>
          <figcaption className="text-center text-sm text-muted-foreground">
            {t('site.hero.caption')}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

function IntroBlock({ block, reversed }: { block: IntroBlockContent; reversed: boolean }) {
  const t = site.useT();
  const Icon = reversed ? BarChart3 : Users;
  return (
    <section aria-labelledby={`intro-${block.key}`} className="py-16">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div className={reversed ? 'lg:order-2' : undefined}>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t(block.eyebrow)}</p>
          <h2 id={`intro-${block.key}`} className="mt-2 text-3xl font-bold tracking-tight">
            {t(block.title)}
          </h2>
          <p className="mt-4 text-muted-foreground">{t(block.body)}</p>
          <ul className="mt-6 space-y-3">
            {block.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{t(point)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div
          aria-hidden
          className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-gradient-to-br from-primary/15 to-accent"
        >
          <Icon className="size-24 text-primary" />
        </div>
      </div>
    </section>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  body,
}: {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-muted-foreground">{body}</p>
    </div>
  );
}

function HowItWorks() {
  const t = site.useT();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={t('site.how.eyebrow')}
          title={t('site.how.title')}
          body={t('site.how.body')}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <StepCard key={step.title} step={index + 1} title={t(step.title)} description={t(step.body)} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function ScenarioLibrary() {
  const t = site.useT();
  return (
    <section id="scenario-library" aria-labelledby="scenario-library-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="scenario-library-title"
          eyebrow={t('site.library.eyebrow')}
          title={t('site.library.title')}
          body={t('site.library.body')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.title} className="flex">
              <CategoryCard
                className="w-full"
                title={t(category.title)}
                description={t(category.body)}
                icon={<BookOpen />}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const featureIcons = [PlayCircle, Settings2, BarChart3, ShieldCheck];

function Features() {
  const t = site.useT();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('site.features.eyebrow')}
          title={t('site.features.title')}
          body={t('site.features.body')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature, index) => {
            const Icon = featureIcons[index] ?? Zap;
            return (
              <li key={feature.title} className="flex">
                <CategoryCard
                  className="w-full"
                  title={t(feature.title)}
                  description={t(feature.body)}
                  icon={<Icon />}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Solutions() {
  const t = site.useT();
  return (
    <section id="solutions" aria-labelledby="solutions-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="solutions-title"
          eyebrow={t('site.solutions.eyebrow')}
          title={t('site.solutions.title')}
          body={t('site.solutions.body')}
        />
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
          {industries.map((industry) => (
            <li
              key={industry}
              className="rounded-full border border-border bg-secondary px-4 py-2 text-sm font-medium text-secondary-foreground"
            >
              {t(industry)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function LogoCarousel() {
  const t = site.useT();
  return (
    <section aria-labelledby="customers-title" className="bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="customers-title" className="text-center text-2xl font-bold tracking-tight">
          {t('site.customers.title')}
        </h2>
        {/* Previous/next cycle the five logos and wrap around at both ends. */}
        {/* The section's full width: at 1280 px it holds all five 200 px slots. */}
        <CustomerLogos className="mt-10" logos={logos.map((logo) => ({ src: logo.src, alt: logo.name }))} />
        <dl className="mx-auto mt-12 flex max-w-3xl flex-wrap justify-center gap-x-12 gap-y-6 text-center">
          {stats.map((stat) => (
            <div key={stat.label} className="flex min-w-24 flex-col">
              <dt className="text-sm text-muted-foreground">{t(stat.label)}</dt>
              <dd className="order-first flex items-center justify-center gap-1 text-3xl font-extrabold">
                {t(stat.value)}
                {stat.star && <Star aria-hidden className="size-6 fill-warning text-warning" />}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** A plan's words in the active language, as the pricing card shows them. */
const planText = (
  plan: (typeof plans)[number],
  t: TranslateOf<typeof site>,
  price: (dollars: number) => string,
) => ({
  id: plan.id,
  tag: t(plan.tag),
  title: t(plan.title),
  price: typeof plan.price === 'number' ? price(plan.price) : t(plan.price),
  priceUnit: t(plan.priceUnit),
  billingNote: t(plan.billingNote),
  description: t(plan.description),
  features: plan.features.map((feature) => t(feature)),
  buttonText: t(plan.buttonText),
});

function Pricing() {
  const t = site.useT();
  const format = useFormat();
  const price = (dollars: number) =>
    format.number(dollars, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const navigate = useNavigate();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('site.pricing.eyebrow')}
          title={t('site.pricing.title')}
          body={t('site.pricing.body')}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id} className="flex">
              <PricingCard
                className="w-full"
                plan={planText(plan, t, price)}
                highlighted={plan.highlighted}
                onSelect={() => {
                  // Every plan leads to the waitlist, shown from the top of the page.
                  navigate(paths.signUp);
                  window.scrollTo({ top: 0 });
                }}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const subscribeNever = () => () => {};

/** This year; left out of the HTML prerendered at build time (a year may have passed since), filled in on start. */
const useCurrentYear = () =>
  useSyncExternalStore(
    subscribeNever,
    () => new Date().getFullYear(),
    () => null,
  );

function SiteFooter() {
  const t = site.useT();
  const year = useCurrentYear();
  return (
    <footer className="border-t border-border bg-foreground text-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3 md:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold">
            <BrandMark />
            Ready Teams
          </p>
          <p className="max-w-sm text-sm opacity-80">{t('site.footer.tagline')}</p>
          <address className="text-sm not-italic opacity-80">
            {company.name}
            <br />
            {company.street}
            <br />
            {company.city}
          </address>
        </div>
        <nav aria-label={t('site.footer.nav')}>
          <h2 className="text-sm font-semibold">{t('site.footer.product')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {navAnchors.map((anchor) => (
              <li key={anchor.id}>
                <a href={`#${anchor.id}`} className="opacity-80 hover:opacity-100">
                  {t(anchor.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">{t('site.footer.contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${supportEmail}`} className="opacity-80 hover:opacity-100">
                {supportEmail}
              </a>
            </li>
            <li>
              <a
                href={company.socialUrl}
                target="_blank"
                rel="noreferrer"
                className="opacity-80 hover:opacity-100"
              >
                {company.socialName}
              </a>
            </li>
            <li>
              <a
                href={paths.privacyPolicy}
                target="_blank"
                rel="noreferrer"
                className="opacity-80 hover:opacity-100"
              >
                {t('site.footer.privacy')}
              </a>
            </li>
            <li>
              <a
                href={paths.termsOfService}
                target="_blank"
                rel="noreferrer"
                className="opacity-80 hover:opacity-100"
              >
                {t('site.footer.terms')}
              </a>
            </li>
            <li>
              <a href={paths.accessibility} className="opacity-80 hover:opacity-100">
                {t('site.footer.accessibility')}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-white/10 py-4 text-xs sm:flex-row sm:justify-center sm:gap-6">
        <LanguageSelect />
        <p className="text-center opacity-80">
          {t('site.footer.rights', { year: year ?? '', company: company.name })}
        </p>
      </div>
    </footer>
  );
}
