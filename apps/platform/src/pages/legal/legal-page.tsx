import { Link } from 'react-router';
import { LanguageSelect, useFormat, useLocale, type MessageIdOf } from '@readyteams/ui/i18n';
import { paths } from '../../lib/paths';
import { BrandMark } from '../../components/brand-mark';
import { site } from '../../i18n/site';

type Id = MessageIdOf<typeof site>;

/** A section of a legal page: the ids of its title, its paragraphs and its list's items in the site catalogue. */
export type LegalSection = { title: Id; paragraphs: Id[]; list?: Id[] };

/**
 * Shared layout of the static legal pages: title, date, numbered sections, 'Back to Home'. In a language other than
 * English it says that the English version prevails.
 */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  sections,
  values,
}: {
  title: Id;
  /** The day of the version, 'YYYY-MM-DD'. */
  lastUpdated: string;
  intro: Id;
  sections: LegalSection[];
  /** The values of the messages' placeholders ({company}, {email}, ...). */
  values?: Record<string, string>;
}) {
  const t = site.useT();
  const format = useFormat();
  const english = useLocale() === 'en';
  const date = format.date(`${lastUpdated}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="min-h-screen bg-muted">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex min-h-16 max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
          <span className="flex items-center gap-2 font-bold">
            <BrandMark />
            Ready Teams
          </span>
          <span className="flex items-center gap-2">
            <LanguageSelect />
            <Link to={paths.home} className="text-sm font-semibold text-primary hover:underline">
              {t('site.backHome')}
            </Link>
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        <article className="rounded-xl border border-border bg-background p-6 shadow-sm sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight break-words hyphens-auto">{t(title)}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{t('site.legal.lastUpdated', { date })}</p>
          {!english && <p className="mt-4 text-sm font-medium">{t('site.legal.englishPrevails')}</p>}
          <p className="mt-6">{t(intro, values)}</p>
          <ol className="mt-8 space-y-8">
            {sections.map((section, index) => (
              <li key={section.title}>
                <section aria-labelledby={`section-${index + 1}`}>
                  <h2 id={`section-${index + 1}`} className="text-xl font-semibold break-words hyphens-auto">
                    {t('site.legal.sectionTitle', { number: index + 1, title: t(section.title) })}
                  </h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="mt-3 text-muted-foreground">
                      {t(paragraph, values)}
                    </p>
                  ))}
                  {section.list && (
                    <ul className="mt-3 list-disc space-y-1 ps-6 text-muted-foreground">
                      {section.list.map((item) => (
                        <li key={item}>{t(item, values)}</li>
                      ))}
                    </ul>
                  )}
                </section>
              </li>
            ))}
          </ol>
          <p className="mt-10">
            <Link to={paths.home} className="font-semibold text-primary hover:underline">
              {t('site.backHome')}
            </Link>
          </p>
        </article>
      </main>
    </div>
  );
}
