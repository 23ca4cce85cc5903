import * as React from 'react';
import { CheckIcon } from 'lucide-react';

import { cn } from '../../lib/utils';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';

/** A plan, in the words of the page that shows it (the landing page's catalogue): the card adds none of its own. */
type PricingPlan = {
  id: string;
  tag: string;
  title: string;
  price: string;
  priceUnit: string;
  billingNote: string;
  description: string;
  features: string[];
  buttonText: string;
};

type PricingCardProps = Omit<React.ComponentPropsWithoutRef<'article'>, 'onSelect'> & {
  /** The plan: name, price, what it includes and its button's label. */
  plan: PricingPlan;
  /** Called with the plan when the visitor picks it. */
  onSelect?: (plan: PricingPlan) => void;
  /** Draws attention to the recommended plan. */
  highlighted?: boolean;
};

const PricingCard = React.forwardRef<HTMLElement, PricingCardProps>(function PricingCard(
  { plan, onSelect, highlighted = false, className, ...props },
  ref,
) {
  const titleId = React.useId();
  return (
    <article
      ref={ref}
      data-slot="pricing-card"
      data-highlighted={highlighted || undefined}
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-5 rounded-xl border bg-card p-6 text-card-foreground shadow-sm data-[highlighted]:border-primary data-[highlighted]:ring-2 data-[highlighted]:ring-primary/30',
        className,
      )}
      {...props}
    >
      <Badge variant={highlighted ? 'default' : 'secondary'}>{plan.tag}</Badge>
      <div className="grid gap-1">
        <h3 id={titleId} className="text-xl font-semibold">
          {plan.title}
        </h3>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </div>
      <div className="grid gap-1">
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
          <span className="text-sm text-muted-foreground">{plan.priceUnit}</span>
        </p>
        <p className="text-xs text-muted-foreground">{plan.billingNote}</p>
      </div>
      <ul className="grid flex-1 gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        variant={highlighted ? 'default' : 'outline'}
        aria-describedby={titleId}
        onClick={() => onSelect?.(plan)}
      >
        {plan.buttonText}
      </Button>
    </article>
  );
});

export { PricingCard, type PricingCardProps, type PricingPlan };
