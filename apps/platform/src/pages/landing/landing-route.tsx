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
import { buttonVariants } from '@readyteams/ui/utils';
import { CategoryCard, LogoCarousel as CustomerLogos, PricingCard, StepCard } from '@readyteams/ui/marketing';
import { company, supportEmail } from '../../lib/config';
import { paths, sessionHost } from '../../lib/paths';
import { BrandMark } from '../../components/brand-mark';
import {
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
          <IntroBlock key={block.title} block={block} reversed={index % 2 === 1} />
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
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="flex items-center gap-2 font-bold" aria-label="Ready Teams home">
          <BrandMark />
          <span>Ready Teams</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium">
            {navAnchors.map((anchor) => (
              <li key={anchor.id}>
                <a href={`#${anchor.id}`} className="text-muted-foreground hover:text-foreground">
                  {anchor.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to={paths.auth}
            className={buttonVariants({ variant: 'outline', className: 'max-sm:hidden' })}
          >
            Sign In
          </Link>
          <Link to={paths.signUp} className={buttonVariants()}>
            Try for Free
          </Link>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted md:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label="Mobile" className="border-t border-border md:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
            {navAnchors.map((anchor) => (
              <li key={anchor.id}>
                <a
                  href={`#${anchor.id}`}
                  className="block rounded-md px-2 py-3 font-medium hover:bg-muted"
                  onClick={() => setOpen(false)}
                >
                  {anchor.label}
                </a>
              </li>
            ))}
            <li>
              <Link to={paths.auth} className="block rounded-md px-2 py-3 font-medium hover:bg-muted">
                Sign In
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}

function JoinBanner() {
  const [code, setCode] = useState('');
  return (
    <section aria-label="Join a live session" className="bg-primary text-primary-foreground">
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
          Enter code to join a live session
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
            Join
          </button>
        </div>
      </form>
    </section>
  );
}

function Hero() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div className="space-y-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            Scenario-based team training
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Ready teams win
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Run live, peer-to-peer training sessions built on real workplace scenarios. Your team watches,
            votes anonymously and talks it through, and you see what they think in real time.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.signUp} className={buttonVariants()}>
              Try for Free
            </Link>
            <a href="#how-it-works" className={buttonVariants({ variant: 'outline' })}>
              See how it works
            </a>
          </div>
          <ul className="grid grid-cols-2 gap-2 text-sm text-muted-foreground sm:flex sm:flex-wrap sm:gap-4">
            {heroClaims.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <CheckCircle2 aria-hidden className="size-4 text-success" />
                {claim}
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
              aria-label="Ready Teams explainer video"
            >
              <source src="/media/explainer.webm" type="video/webm" />
            </video>
            {!playing && (
              <button
                type="button"
                className="absolute inset-0 flex items-center justify-center bg-black/20 transition hover:bg-black/30"
                onClick={() => {
                  setPlaying(true);
                  void videoRef.current?.play().catch(() => undefined);
                }}
              >
                <span className="inline-flex items-center gap-2 rounded-full bg-background px-5 py-3 text-sm font-semibold text-foreground shadow">
                  <Play aria-hidden className="size-4 fill-current" />
                  Watch Demo
                </span>
              </button>
            )}
          </div>
          <figcaption className="text-center text-sm text-muted-foreground">
            See a full session in our 90-second explainer.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

function IntroBlock({ block, reversed }: { block: (typeof introBlocks)[number]; reversed: boolean }) {
  const Icon = reversed ? BarChart3 : Users;
  return (
    <section aria-labelledby={`intro-${block.eyebrow}`} className="py-16">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div className={reversed ? 'lg:order-2' : undefined}>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{block.eyebrow}</p>
          <h2 id={`intro-${block.eyebrow}`} className="mt-2 text-3xl font-bold tracking-tight">
            {block.title}
          </h2>
          <p className="mt-4 text-muted-foreground">{block.body}</p>
          <ul className="mt-6 space-y-3">
            {block.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{point}</span>
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
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From scenario to insight in three steps"
          body="No installs and no participant accounts. If you can share your screen, you can run a session."
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <StepCard key={step.title} step={index + 1} title={step.title} description={step.body} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function ScenarioLibrary() {
  return (
    <section id="scenario-library" aria-labelledby="scenario-library-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="scenario-library-title"
          eyebrow="Scenario library"
          title="500+ workplace scenarios, ready to run"
          body="Short, realistic situations written with practitioners. Pick one and start a session in minutes."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.title} className="flex">
              <CategoryCard
                className="w-full"
                title={category.title}
                description={category.body}
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
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to run training people talk about"
          body="Built for facilitators, trusted by administrators, effortless for participants."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature, index) => {
            const Icon = featureIcons[index] ?? Zap;
            return (
              <li key={feature.title} className="flex">
                <CategoryCard
                  className="w-full"
                  title={feature.title}
                  description={feature.body}
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
  return (
    <section id="solutions" aria-labelledby="solutions-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="solutions-title"
          eyebrow="Solutions"
          title="Made for every team that works with people"
          body="Small businesses, enterprises, schools and non-profits use Ready Teams to prepare their people."
        />
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
          {industries.map((industry) => (
            <li
              key={industry}
              className="rounded-full border border-border bg-secondary px-4 py-2 text-sm font-medium text-secondary-foreground"
            >
              {industry}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function LogoCarousel() {
  return (
    <section aria-labelledby="customers-title" className="bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="customers-title" className="text-center text-2xl font-bold tracking-tight">
          Trusted by teams that take readiness seriously
        </h2>
        {/* Previous/next cycle the five logos and wrap around at both ends. */}
        <CustomerLogos
          className="mx-auto mt-10 max-w-3xl"
          logos={logos.map((logo) => ({ src: logo.src, alt: logo.name }))}
        />
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-4 text-center">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="order-first flex items-center justify-center gap-1 text-3xl font-extrabold">
                {stat.value}
                {stat.value === '4.9/5' && <Star aria-hidden className="size-6 fill-warning text-warning" />}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Pricing() {
  const navigate = useNavigate();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple pricing per host"
          body="Every plan starts with a 4-week free trial. No credit card required."
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.title} className="flex">
              <PricingCard
                className="w-full"
                plan={{ ...plan, id: plan.title.toLowerCase() }}
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
  const year = useCurrentYear();
  return (
    <footer className="border-t border-border bg-foreground text-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3 md:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold">
            <BrandMark />
            Ready Teams
          </p>
          <p className="max-w-sm text-sm opacity-80">
            Live, scenario-based group training that gets teams ready for the moments that matter.
          </p>
          <address className="text-sm not-italic opacity-80">
            {company.name}
            <br />
            {company.street}
            <br />
            {company.city}
          </address>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold">Product</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {navAnchors.map((anchor) => (
              <li key={anchor.id}>
                <a href={`#${anchor.id}`} className="opacity-80 hover:opacity-100">
                  {anchor.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">Contact</h2>
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
                LinkedIn
              </a>
            </li>
            <li>
              <a
                href={paths.privacyPolicy}
                target="_blank"
                rel="noreferrer"
                className="opacity-80 hover:opacity-100"
              >
                Privacy Policy
              </a>
            </li>
            <li>
              <a
                href={paths.termsOfService}
                target="_blank"
                rel="noreferrer"
                className="opacity-80 hover:opacity-100"
              >
                Terms of Service
              </a>
            </li>
            <li>
              <a href={paths.accessibility} className="opacity-80 hover:opacity-100">
                Accessibility
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-6 text-center text-xs opacity-80">
        © {year} {company.name} All rights reserved.
      </p>
    </footer>
  );
}
