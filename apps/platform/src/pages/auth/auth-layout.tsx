import type { ReactNode } from 'react';
import { BarChart3, MousePointerClick, Rocket } from 'lucide-react';
import { LanguageSelect } from '@readyteams/ui/i18n';
import { BrandMark } from '../../components/brand-mark';
import { site } from '../../i18n/site';

const sellingPoints = [
  {
    icon: MousePointerClick,
    title: 'site.auth.point.interactive.title',
    body: 'site.auth.point.interactive.body',
  },
  {
    icon: BarChart3,
    title: 'site.auth.point.analytics.title',
    body: 'site.auth.point.analytics.body',
  },
  {
    icon: Rocket,
    title: 'site.auth.point.setup.title',
    body: 'site.auth.point.setup.body',
  },
] as const;

/** Two columns: the brand panel (at the start on desktop, on top on phones) and the form. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = site.useT();
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="flex flex-col justify-center gap-8 bg-primary px-6 py-10 text-primary-foreground sm:px-12">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-lg font-bold">
            <BrandMark className="size-8 [&_rect]:fill-white/20" />
            Ready Teams
          </p>
          <LanguageSelect />
        </div>
        <div className="space-y-3">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('site.auth.panel.title')}</h2>
          <p className="text-lg opacity-90">{t('site.auth.panel.body')}</p>
        </div>
        <ul className="hidden space-y-5 sm:block">
          {sellingPoints.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{t(title)}</span>
                <span className="block text-sm opacity-90">{t(body)}</span>
              </span>
            </li>
          ))}
        </ul>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold sm:hidden">
          {sellingPoints.map(({ title }) => (
            <li key={title}>{t(title)}</li>
          ))}
        </ul>
      </aside>
      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
