import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { BrandMark } from '../../components/brand-mark';

export type LegalSection = { title: string; paragraphs: string[]; list?: string[] };

/** Shared layout of the static legal pages: title, date, numbered sections, 'Back to Home'. */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <div className="min-h-screen bg-muted">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <span className="flex items-center gap-2 font-bold">
            <BrandMark />
            Ready Teams
          </span>
          <Link to={paths.home} className="text-sm font-semibold text-primary hover:underline">
            Back to Home
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        <article className="rounded-xl border border-border bg-background p-6 shadow-sm sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Last updated: {lastUpdated}</p>
          <p className="mt-6">{intro}</p>
          <ol className="mt-8 space-y-8">
            {sections.map((section, index) => (
              <li key={section.title}>
                <section aria-labelledby={`section-${index + 1}`}>
                  <h2 id={`section-${index + 1}`} className="text-xl font-semibold">
                    {index + 1}. {section.title}
                  </h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="mt-3 text-muted-foreground">
                      {paragraph}
                    </p>
                  ))}
                  {section.list && (
                    <ul className="mt-3 list-disc space-y-1 pl-6 text-muted-foreground">
                      {section.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </section>
              </li>
            ))}
          </ol>
          <p className="mt-10">
            <Link to={paths.home} className="font-semibold text-primary hover:underline">
              Back to Home
            </Link>
          </p>
        </article>
      </main>
    </div>
  );
}
