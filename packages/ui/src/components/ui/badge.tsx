import * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';

import { readableTextColor, parseHex } from '../../lib/color';
import { cn } from '../../lib/utils';

const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        outline: 'text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type BadgeProps = Omit<React.ComponentPropsWithoutRef<'span'>, 'color'> &
  VariantProps<typeof badgeVariants> & {
    /**
     * The look: `default` (primary colour), `secondary`, `destructive` or `outline`; `color` overrides it.
     * @default 'default'
     */
    variant?: VariantProps<typeof badgeVariants>['variant'];
    /** Renders its child (a link, say) styled as this badge, instead of a `<span>`. */
    asChild?: boolean;
    /** Hex background (tags and categories carry one); the text turns black or white to stay readable. */
    color?: string | null;
  };

/** A short label (a tag, a category, a status); `color` gives it a tag's own hex colour with readable text. */
const Badge = React.forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { className, variant, asChild = false, color, style, ...props },
  ref,
) {
  const Comp = asChild ? Slot.Root : 'span';
  const hex = color && parseHex(color) ? (color.startsWith('#') ? color : `#${color}`) : undefined;
  return (
    <Comp
      ref={ref}
      data-slot="badge"
      className={cn(badgeVariants({ variant }), hex && 'border-transparent', className)}
      style={hex ? { backgroundColor: hex, color: readableTextColor(hex), ...style } : style}
      {...props}
    />
  );
});

export { Badge, badgeVariants, type BadgeProps };
