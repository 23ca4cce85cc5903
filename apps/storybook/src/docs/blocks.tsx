import type { ReactNode } from 'react';
import { useOf } from '@storybook/addon-docs/blocks';
import { CheckIcon, XIcon } from 'lucide-react';
import { cn } from '@readyteams/ui/utils';

import { routeOf } from './routes';

// The blocks every component's docs page is written with (src/docs/<family>/<name>.mdx), so the pages read alike:
// what it is for, when not to use it, do and don't (rendered), content, keyboard, screen readers, props, examples.

/** A "Do" and a "Don't" side by side (stacked on a narrow page). */
export function DoDont({ children }: { children: ReactNode }) {
  return <div className="sb-unstyled my-6 grid gap-4 text-foreground md:grid-cols-2">{children}</div>;
}

type ExampleProps = {
  /** What the example shows, and why: one sentence. */
  caption: ReactNode;
  /** The example: real components of the kit, not a picture. */
  children: ReactNode;
};

function Example({ good, caption, children }: ExampleProps & { good: boolean }) {
  const Icon = good ? CheckIcon : XIcon;
  return (
    <figure className="m-0 flex flex-col overflow-hidden rounded-lg border bg-background">
      <div className="flex min-h-28 flex-1 flex-wrap items-center justify-center gap-3 p-6">{children}</div>
      <figcaption
        className={cn(
          'border-t-4 px-4 py-3 text-sm leading-relaxed',
          good ? 'border-t-success' : 'border-t-destructive',
        )}
      >
        <span
          className={cn(
            'me-1 inline-flex items-center gap-1 font-semibold',
            good ? 'text-success' : 'text-destructive',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {good ? 'Do' : 'Don’t'}
        </span>
        <span className="text-foreground">{caption}</span>
      </figcaption>
    </figure>
  );
}

/** The example to follow. */
export function Do(props: ExampleProps) {
  return <Example good {...props} />;
}

/** The example to avoid: still accessible markup, wrong in its use, words or layout. */
export function Dont(props: ExampleProps) {
  return <Example good={false} {...props} />;
}

/**
 * The keys a component answers to, as built (Radix's behaviour and ours): each row a key or chord ("Shift+Tab",
 * alternatives as "Enter / Space") and what it does.
 */
export function Keyboard({ keys }: { keys: [string, ReactNode][] }) {
  return (
    <table className="sb-unstyled my-4 w-full border-collapse text-start text-sm text-foreground">
      <thead>
        <tr className="border-b">
          <th scope="col" className="w-56 py-2 pe-4 text-start font-semibold">
            Key
          </th>
          <th scope="col" className="py-2 text-start font-semibold">
            What it does
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map(([key, action]) => (
          <tr key={key} className="border-b align-top">
            <td className="py-2 pe-4">
              {key.split(' / ').map((alternative, index) => (
                <span key={alternative}>
                  {index > 0 && <span className="mx-1 text-muted-foreground">or</span>}
                  {alternative.split('+').map((part, partIndex) => (
                    <span key={part}>
                      {partIndex > 0 && '+'}
                      <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{part}</kbd>
                    </span>
                  ))}
                </span>
              ))}
            </td>
            <td className="py-2">{action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The route of the platform a view or screen is drawn on (`ROUTES`, by its title), under the title of its docs page.
 */
export function UsedOn() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const route = routeOf(preparedMeta.title);
  if (!route) return null;
  const routes = Array.isArray(route) ? route : [route];
  return (
    <p className="sb-unstyled my-4 text-sm text-foreground" data-used-on>
      <strong className="font-semibold">Used on: </strong>
      {routes.map((path, index) => (
        <span key={path}>
          {index > 0 && ', '}
          <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{path}</code>
        </span>
      ))}
    </p>
  );
}
