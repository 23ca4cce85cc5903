// Small pieces of the impact report: headline figures and the lists of texts (commitments, comments).
import { useId, useState, type ReactNode } from 'react';
import { Trans } from '../../i18n/catalogue';
import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { toneClass, type ChartTone } from './chart';

/** A figure that has no value yet (no answers): a dash, read out as "No data". */
export function NoValue() {
  const t = kit.useT();
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{t('kit.impact.noData')}</span>
    </>
  );
}

export interface StatItem {
  label: string;
  /** Null: no data yet. */
  value: ReactNode | null;
  detail?: ReactNode;
  /** The colour of the figure's bars in the chart beside it (a legend). */
  swatch?: ChartTone;
  /** data-testid of the value, for end-to-end tests. */
  testId?: string;
}

/** Headline figures as a description list: the label above a large value, a line of detail under it. */
export function Stats({ items, className }: { items: StatItem[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-4', className)}>
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-border p-3 break-inside-avoid">
          <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
            {item.swatch ? (
              <span
                aria-hidden="true"
                className={cn('size-2.5 shrink-0 rounded-sm', toneClass[item.swatch])}
              />
            ) : null}
            {item.label}
          </dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={item.testId}>
            {item.value ?? <NoValue />}
          </dd>
          {item.detail ? <dd className="text-sm text-muted-foreground">{item.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** How many texts show before "Show all" on screen (print shows every one). */
const FIRST_TEXTS = 10;

/**
 * Free texts (commitments, comments) as a list named `label`: the first ten, then all on request ('Show all 14
 * commitments', `noun` the texts' name within a sentence); every one in print.
 */
export function TextList({
  label,
  noun,
  texts,
  print = false,
}: {
  label: string;
  noun: string;
  texts: string[];
  print?: boolean;
}) {
  const id = useId();
  const [all, setAll] = useState(false);
  const shown = print || all ? texts : texts.slice(0, FIRST_TEXTS);
  return (
    <div className="space-y-2">
      <ul id={id} aria-label={label} className="space-y-2">
        {shown.map((text, i) => (
          <li key={i} className="rounded-lg bg-muted px-3 py-2 text-sm break-words break-inside-avoid">
            {text}
          </li>
        ))}
      </ul>
      {!print && texts.length > FIRST_TEXTS ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0"
          aria-expanded={all}
          aria-controls={id}
          onClick={() => setAll((value) => !value)}
        >
          <Trans
            catalogue={kit}
            id={all ? 'kit.impact.showFirst' : 'kit.impact.showAll'}
            values={{ count: all ? FIRST_TEXTS : texts.length, noun }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </Button>
      ) : null}
    </div>
  );
}
