import * as React from 'react';

import { cn } from '../../lib/utils';

type StepCardProps = Omit<React.ComponentProps<'li'>, 'title'> & {
  /** 1-based position in the "How it works" sequence. */
  step: number;
  title: string;
  description: string;
  icon?: React.ReactNode;
};

/** One step of "How it works"; render inside an <ol>. */
function StepCard({ step, title, description, icon, className, ...props }: StepCardProps) {
  return (
    <li
      data-slot="step-card"
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
        >
          {step}
        </span>
        {icon && (
          <span aria-hidden="true" className="text-primary [&_svg]:size-5">
            {icon}
          </span>
        )}
      </div>
      <h3 className="text-lg font-semibold">
        <span className="sr-only">Step {step}: </span>
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{description}</p>
    </li>
  );
}

export { StepCard, type StepCardProps };
