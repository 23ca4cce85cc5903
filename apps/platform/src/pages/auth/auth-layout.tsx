import type { ReactNode } from 'react';
import { BarChart3, MousePointerClick, Rocket } from 'lucide-react';
import { BrandMark } from '../../components/brand-mark';

const sellingPoints = [
  {
    icon: MousePointerClick,
    title: 'Interactive Learning',
    body: 'Scenarios, polls and discussion that keep every participant involved.',
  },
  {
    icon: BarChart3,
    title: 'Real-Time Analytics',
    body: 'See what your team thinks while the session is still running.',
  },
  {
    icon: Rocket,
    title: 'Easy Setup',
    body: 'Pick a scenario, share a code, start. No installs for anyone.',
  },
];

/** Two columns: the brand panel (left on desktop, on top on phones) and the form. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="flex flex-col justify-center gap-8 bg-primary px-6 py-10 text-primary-foreground sm:px-12">
        <p className="flex items-center gap-2 text-lg font-bold">
          <BrandMark className="size-8 [&_rect]:fill-white/20" />
          Ready Teams
        </p>
        <div className="space-y-3">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
            Run a scenario with your team in minutes!
          </h2>
          <p className="text-lg opacity-90">
            Create engaging, immersive learning experiences that drive measurable results.
          </p>
        </div>
        <ul className="hidden space-y-5 sm:block">
          {sellingPoints.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm opacity-90">{body}</span>
              </span>
            </li>
          ))}
        </ul>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold sm:hidden">
          {sellingPoints.map(({ title }) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
      </aside>
      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
