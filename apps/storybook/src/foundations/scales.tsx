import { useState, type ReactNode, type Ref } from 'react';
import { Button } from '@readyteams/ui';

import { useComputed } from './measure';

type Step = { className: string; use: string };

/**
 * One row per step of a scale: its Tailwind class, what it is for, a sample drawn with the class, and the values
 * the browser computes for it (so the page cannot drift from the tokens).
 */
function Scale<P extends string>({
  caption,
  steps,
  properties,
  sample,
}: {
  caption: string;
  steps: Step[];
  properties: readonly P[];
  sample: (step: Step, ref: Ref<HTMLElement>) => ReactNode;
}) {
  const { ref, values } = useComputed(properties);
  return (
    <table className="sb-unstyled w-full border-collapse text-left text-sm text-foreground">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className="py-2 pr-3 font-medium">
            Class
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Used for
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Sample
          </th>
          {properties.map((property) => (
            <th key={property} scope="col" className="py-2 pr-3 font-medium">
              <code>{property}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.className} className="border-b align-middle">
            <td className="py-3 pr-3">
              <code>{step.className}</code>
            </td>
            <td className="py-3 pr-3">{step.use}</td>
            <td className="py-3 pr-3">{sample(step, ref(step.className))}</td>
            {properties.map((property) => (
              <td key={property} className="py-3 pr-3">
                <code>{values[step.className]?.[property]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const TYPE_PROPERTIES = ['font-size', 'line-height'] as const;
const WEIGHT_PROPERTIES = ['font-weight'] as const;
const SIZE_PROPERTIES = ['width'] as const;
const RADIUS_PROPERTIES = ['border-radius'] as const;
const SHADOW_PROPERTIES = ['box-shadow'] as const;
const MOTION_PROPERTIES = ['animation-duration', 'animation-timing-function'] as const;
const TRANSITION_PROPERTIES = ['transition-duration', 'transition-timing-function'] as const;

export function TypeScale() {
  return (
    <Scale
      caption="Type scale"
      properties={TYPE_PROPERTIES}
      steps={[
        { className: 'text-xs', use: 'Badges, avatars, captions' },
        { className: 'text-sm', use: 'The UI body: buttons, fields, menus, tables' },
        { className: 'text-base', use: 'Reading text; fields on phones (no zoom on focus)' },
        { className: 'text-lg', use: 'Dialog titles' },
        { className: 'text-xl', use: 'Section titles' },
        { className: 'text-2xl', use: 'Page titles' },
        { className: 'text-3xl', use: 'Marketing section titles' },
        { className: 'text-4xl', use: 'Hero titles, the session PIN' },
      ]}
      sample={(step, ref) => (
        <span ref={ref} className={step.className}>
          Ready Teams
        </span>
      )}
    />
  );
}

export function FontWeights() {
  return (
    <Scale
      caption="Font weights"
      properties={WEIGHT_PROPERTIES}
      steps={[
        { className: 'font-normal', use: 'Body text' },
        { className: 'font-medium', use: 'Buttons, labels, table headers' },
        { className: 'font-semibold', use: 'Titles' },
        { className: 'font-bold', use: 'Figures, the PIN' },
      ]}
      sample={(step, ref) => (
        <span ref={ref} className={`text-base ${step.className}`}>
          Ready Teams
        </span>
      )}
    />
  );
}

export function SpacingScale() {
  return (
    <Scale
      caption="Spacing scale"
      properties={SIZE_PROPERTIES}
      steps={[
        { className: 'w-1', use: 'Menu padding, a title and its description' },
        { className: 'w-2', use: 'An icon and its label, buttons side by side' },
        { className: 'w-3', use: 'Padding of small buttons, toast items' },
        { className: 'w-4', use: 'Padding of popovers and sheets, fields in a form' },
        { className: 'w-6', use: 'Padding of dialogs, parts of a card' },
        { className: 'w-8', use: 'Sections of a page' },
        { className: 'w-12', use: 'Page margins on wide screens' },
        { className: 'w-16', use: 'Sections of the marketing pages' },
      ]}
      sample={(step, ref) => (
        <span ref={ref} className={`block h-4 rounded-sm bg-primary ${step.className}`} />
      )}
    />
  );
}

export function RadiusScale() {
  return (
    <Scale
      caption="Corner radius scale"
      properties={RADIUS_PROPERTIES}
      steps={[
        { className: 'rounded-sm', use: 'Menu items' },
        { className: 'rounded-md', use: 'Buttons, fields, badges, menus, popovers, toasts' },
        { className: 'rounded-lg', use: 'Dialogs, banners' },
        { className: 'rounded-xl', use: 'Cards' },
        { className: 'rounded-full', use: 'Avatars, switches' },
      ]}
      sample={(step, ref) => (
        <span ref={ref} className={`block size-12 border-2 border-primary bg-primary/10 ${step.className}`} />
      )}
    />
  );
}

export function ShadowScale() {
  return (
    <Scale
      caption="Shadow scale"
      properties={SHADOW_PROPERTIES}
      steps={[
        { className: 'shadow-xs', use: 'Buttons, fields, checkboxes, switches' },
        { className: 'shadow-sm', use: 'Cards' },
        { className: 'shadow-md', use: 'Menus, popovers' },
        { className: 'shadow-lg', use: 'Dialogs, sheets, toasts' },
      ]}
      sample={(step, ref) => (
        <span ref={ref} className={`block h-12 w-20 rounded-lg border bg-card ${step.className}`} />
      )}
    />
  );
}

export function MotionTokens() {
  // A new key remounts the samples, so their entrance animation plays again.
  const [run, setRun] = useState(0);
  return (
    <div className="sb-unstyled grid justify-items-start gap-3">
      <Scale
        key={run}
        caption="Animations"
        properties={MOTION_PROPERTIES}
        steps={[
          { className: 'animate-in', use: 'Dialogs, menus, popovers and toasts appearing' },
          { className: 'animate-out', use: 'The same leaving' },
        ]}
        sample={(step, ref) => (
          <span ref={ref} className={`block h-8 w-20 rounded-md bg-primary ${step.className}`} />
        )}
      />
      <Button variant="outline" size="sm" onClick={() => setRun(run + 1)}>
        Replay the animations
      </Button>
      <Scale
        caption="Transitions"
        properties={TRANSITION_PROPERTIES}
        steps={[{ className: 'transition-all', use: 'Hover and focus colours of buttons, fields and links' }]}
        sample={(step, ref) => (
          <span
            ref={ref}
            className={`block h-8 w-20 rounded-md bg-primary hover:bg-primary/70 ${step.className}`}
          />
        )}
      />
    </div>
  );
}
