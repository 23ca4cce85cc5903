import * as React from 'react';

import { cn } from '../../lib/utils';

type CategoryCardProps = Omit<React.ComponentPropsWithoutRef<'article'>, 'title'> & {
  /** The category's name. */
  title: string;
  /** What its scenarios are about, in a sentence. */
  description: string;
  /** Decorative icon. */
  icon?: React.ReactNode;
};

/** A scenario category on the landing page: title and description. */
const CategoryCard = React.forwardRef<HTMLElement, CategoryCardProps>(function CategoryCard(
  { title, description, icon, className, ...props },
  ref,
) {
  return (
    <article
      ref={ref}
      data-slot="category-card"
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-5"
        >
          {icon}
        </div>
      )}
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{description}</p>
    </article>
  );
});

export { CategoryCard, type CategoryCardProps };
