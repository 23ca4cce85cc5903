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

type BadgeProps = Omit<React.ComponentProps<'span'>, 'color'> &
  VariantProps<typeof badgeVariants> & {
    asChild?: boolean;
    /** Hex background (tags and categories carry one); the text turns black or white to stay readable. */
    color?: string | null;
  };

function Badge({ className, variant, asChild = false, color, style, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  const hex = color && parseHex(color) ? (color.startsWith('#') ? color : `#${color}`) : undefined;
  return (
    <Comp
      data-slot="badge"
      className={cn(badgeVariants({ variant }), hex && 'border-transparent', className)}
      style={hex ? { backgroundColor: hex, color: readableTextColor(hex), ...style } : style}
      {...props}
    />
  );
}

export { Badge, badgeVariants, type BadgeProps };
