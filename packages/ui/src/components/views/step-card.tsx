import * as React from 'react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';

type StepCardProps = Omit<React.ComponentPropsWithoutRef<'li'>, 'title'> & {
  /** 1-based position in the "How it works" sequence. */
  step: number;
  /** The step in a few words. */
  title: string;
  /** What happens at this step, in a sentence. */
  description: string;
  /** Decorative icon. */
  icon?: React.ReactNode;
};

/** One step of "How it works"; render inside an `<ol>`. */
const StepCard = React.forwardRef<HTMLLIElement, StepCardProps>(function StepCard(
  { step, title, description, icon, className, ...props },
  ref,
) {
  const t = kit.useT();
  return (
    <li
      ref={ref}
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
        <span className="sr-only">{t('kit.step', { step })} </span>
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{description}</p>
    </li>
  );
});

export { StepCard, type StepCardProps };
