import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../stories/screen';
import LandingRoute from './landing-route';

const meta = {
  title: 'Screens/Public/Landing',
  component: LandingRoute,
  tags: ['no-visual'],
  parameters: {
    screen: { path: '/' },
    layout: 'fullscreen',
    // What the page shows that is no one's English: the company's name and address (src/lib/config.ts), the
    // customers' names and the social network's.
    data: [
      'Ready Teams, Inc.',
      '175 Varick Street, 4th Floor',
      'New York, NY 10014',
      'LinkedIn',
      'Northwind Health',
      'Brightpath University',
      'Keystone Manufacturing',
      'Harbor Financial',
      'Summit Hospitality',
    ],
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof LandingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ready teams win' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Enter code to join a live session')).toBeInTheDocument();
    const pricing = within(canvas.getByRole('region', { name: 'Simple pricing per host' }));
    await expect(pricing.getByText('Special Offer')).toBeInTheDocument();
    await expect(pricing.getByText('$279')).toBeInTheDocument();
    // The carousel wraps both ways.
    const carousel = canvas.getByRole('region', { name: 'Customer logos' });
    const current = () => carousel.querySelector('li[aria-current] img')?.getAttribute('alt');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous logo' }));
    await expect(current()).toBe('Summit Hospitality');
    await userEvent.click(canvas.getByRole('button', { name: 'Next logo' }));
    await expect(current()).toBe('Northwind Health');
  },
};

/** The customer logos that lie across an edge of the carousel's strip (a logo cut in half). */
const cutLogos = (root: HTMLElement) => {
  const carousel = within(root).getByRole('region', { name: 'Customer logos' });
  const strip = carousel.querySelector('ul')!.parentElement!.getBoundingClientRect();
  return [...carousel.querySelectorAll('li')]
    .map((logo) => logo.getBoundingClientRect())
    .filter((logo) => logo.left < strip.right - 1 && logo.right > strip.left + 1)
    .filter((logo) => logo.left < strip.left - 1 || logo.right > strip.right + 1);
};

/**
 * The widths of the carousel's slots that show (the logos that do not fit wrap onto rows of no height), and how many
 * whole 200 px slots its strip holds.
 */
const logoSlots = (root: HTMLElement) => {
  const carousel = within(root).getByRole('region', { name: 'Customer logos' });
  const strip = carousel.querySelector('ul')!.getBoundingClientRect();
  const shown = [...carousel.querySelectorAll('li')]
    .map((logo) => logo.getBoundingClientRect())
    .filter((logo) => logo.top < strip.bottom - 1)
    .map((logo) => logo.width);
  return { shown, room: Math.floor(strip.width / 200) };
};

/** The sections in the documented order with their texts, the menu's anchors, the plans and the footer. */
export const Sections: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Ready teams win' });
    const ids = [
      'hero-title',
      'how-it-works',
      'scenario-library',
      'features',
      'solutions',
      'customers-title',
      'pricing',
    ];
    const tops = ids.map((id) => document.getElementById(id)!.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await expect(canvasElement.querySelectorAll('main > section h2[id^="intro-"]')).toHaveLength(2);
    // The menu's anchors lead to those sections (the browser scrolls to an anchor itself).
    const anchors = [
      ['Product', '#how-it-works'],
      ['Scenarios', '#scenario-library'],
      ['Features', '#features'],
      ['Solutions', '#solutions'],
      ['Pricing', '#pricing'],
    ];
    const links = (name: string) =>
      within(canvas.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(links('Main')).toEqual(anchors);
    await expect(links('Footer')).toEqual(anchors);
    await expect(
      within(canvas.getByRole('banner')).getByRole('link', { name: 'Try for Free' }),
    ).toHaveAttribute('href', '/auth?isSignUp=true');

    const headings = (region: string) =>
      within(canvas.getByRole('region', { name: region }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await expect(headings('From scenario to insight in three steps')).toEqual([
      'Step 1: Start Session',
      'Step 2: Teams Engage',
      'Step 3: Get Insights',
    ]);
    await expect(headings('500+ workplace scenarios, ready to run')).toEqual([
      'Human Resources',
      'Sales',
      'Safety',
      'Leadership',
      'Customer Service',
      'Compliance',
      'Culture & Inclusion',
      'Custom Scenarios',
    ]);
    await expect(headings('Everything you need to run training people talk about')).toHaveLength(4);
    const industries = within(
      canvas.getByRole('region', { name: 'Made for every team that works with people' }),
    );
    await expect(industries.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
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
    ]);
    const customers = within(
      canvas.getByRole('region', { name: 'Trusted by teams that take readiness seriously' }),
    );
    for (const figure of ['4.9/5', '250+', '50k+']) await expect(customers.getByText(figure)).toBeVisible();
    // Whole logos only, in as many 200 px slots as the strip holds (of the five).
    await expect(cutLogos(canvasElement)).toEqual([]);
    const { shown, room } = logoSlots(canvasElement);
    await expect(room).toBeGreaterThanOrEqual(3);
    await expect(shown).toEqual(Array.from({ length: Math.min(5, room) }, () => 200));

    const pricingRegion = canvas.getByRole('region', { name: 'Simple pricing per host' });
    for (const text of [
      'Special Offer',
      'Great Deal',
      'Please Inquire',
      '$129',
      '$279',
      'Custom',
      'Unlimited sessions and participants',
      'Up to 5 custom scenarios a year',
      'SSO integration',
    ])
      await expect(pricingRegion).toHaveTextContent(text);
    const pricing = within(pricingRegion);
    await expect(pricing.getAllByRole('article')).toHaveLength(3);
    for (const [plan, button] of [
      ['Core', 'Start Free Trial'],
      ['Pro', 'Start Free Trial'],
      ['Enterprise', 'Contact Sales'],
    ])
      await expect(
        within(pricing.getByRole('article', { name: plan })).getByRole('button'),
      ).toHaveAccessibleName(button);

    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText(/New York/).closest('address')).not.toBeNull();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    // The legal pages open in a new tab; the accessibility statement in this one.
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
      await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    await expect(footer.getByRole('link', { name: 'Accessibility' })).not.toHaveAttribute('target');
  },
};

/** Where the page sent the browser away to (the join box leaves the app for the session host); it stays here. */
const leftFor: string[] = [];
const stayOnThePage = () => {
  const stay = (event: NavigateEvent) => {
    leftFor.push(event.destination.url);
    if (event.cancelable) event.preventDefault();
  };
  leftFor.length = 0;
  navigation.addEventListener('navigate', stay);
  return () => navigation.removeEventListener('navigate', stay);
};

/** The join box: at most 4 characters, upper-cased; an empty code does nothing; a code goes to the join page. */
export const JoinBox: Story = {
  beforeEach: stayOnThePage,
  play: async ({ canvas, userEvent }) => {
    const code = await canvas.findByLabelText('Enter code to join a live session');
    await expect(code).toHaveAttribute('maxlength', '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(leftFor).toEqual([]);
    await userEvent.type(code, 'ab2cd');
    await expect(code).toHaveValue('AB2C');
    await userEvent.keyboard('{Enter}');
    await expect(leftFor).toEqual([`${location.origin}/join?pin=AB2C`]);
    await userEvent.clear(code);
    await userEvent.type(code, 'wxyz');
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(leftFor.at(-1)).toBe(`${location.origin}/join?pin=WXYZ`);
  },
};

/** A plan's button leads to the waitlist, shown from the top of the page. */
const planToWaitlist = (plan: 'Core' | 'Pro' | 'Enterprise'): Story => ({
  beforeEach: () => {
    const scrollTo = spyOn(window, 'scrollTo');
    return () => scrollTo.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    const pricing = within(await canvas.findByRole('region', { name: 'Simple pricing per host' }));
    await userEvent.click(within(pricing.getByRole('article', { name: plan })).getByRole('button'));
    await expect(await canvas.findByText('Navigated to /auth?isSignUp=true')).toBeInTheDocument();
    await expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  },
});
export const CoreToWaitlist = planToWaitlist('Core');
export const ProToWaitlist = planToWaitlist('Pro');
export const EnterpriseToWaitlist = planToWaitlist('Enterprise');

/**
 * Whether the Watch Demo control lies over the poster's title and subtitle ('Live scenario training in 90 seconds'),
 * which /media/explainer-poster.svg (1280 x 720, scaled to the video's box) draws from x 96 to about 800 and y 220 to
 * about 395.
 */
const watchDemoCoversPosterText = (root: HTMLElement) => {
  const video = within(root).getByLabelText('Ready Teams explainer video').getBoundingClientRect();
  const scale = video.width / 1280;
  const text = {
    left: video.left + 96 * scale,
    right: video.left + 800 * scale,
    top: video.top + 220 * scale,
    bottom: video.top + 395 * scale,
  };
  const control = within(root)
    .getByRole('button', { name: 'Watch Demo' })
    .firstElementChild!.getBoundingClientRect();
  return (
    control.left < text.right &&
    control.right > text.left &&
    control.top < text.bottom &&
    control.bottom > text.top
  );
};

/**
 * Watch Demo plays the explainer in place (the file itself is served in the e2e check of the built app); until then
 * it sits below the poster's title and subtitle, never over them.
 */
export const WatchDemo: Story = {
  beforeEach: () => {
    const play = spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    return () => play.mockRestore();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const video = await canvas.findByLabelText('Ready Teams explainer video');
    await expect(watchDemoCoversPosterText(canvasElement)).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Watch Demo' }));
    // The hero's own video was asked to play, once.
    await expect(mocked(HTMLMediaElement.prototype.play).mock.contexts).toEqual([video]);
    await waitFor(() => expect(video).toHaveAttribute('controls'));
    await expect(canvas.queryByRole('button', { name: 'Watch Demo' })).toBeNull();
  },
};

/** A 320 px phone: nothing scrolls sideways, no logo is cut in half, and the menu opens with the same anchors. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Ready teams win' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    await expect(cutLogos(canvasElement)).toEqual([]);
    await expect(watchDemoCoversPosterText(canvasElement)).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const mobile = within(await canvas.findByRole('navigation', { name: 'Mobile' }));
    await expect(mobile.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    await expect(mobile.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  },
};

/** At 1280 px the documents' 200 px slots (not a fifth of the strip): all five logos, whole. */
export const LogosAt1280: Story = {
  globals: { viewport: { value: 'laptop1280', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Ready teams win' });
    await expect(logoSlots(canvasElement).shown).toEqual([200, 200, 200, 200, 200]);
    await expect(cutLogos(canvasElement)).toEqual([]);
    await expect(watchDemoCoversPosterText(canvasElement)).toBe(false);
  },
};
