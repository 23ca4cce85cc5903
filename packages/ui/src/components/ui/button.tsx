import * as React from 'react';
import { Slot } from 'radix-ui';
import type { VariantProps } from 'class-variance-authority';
import { Loader2Icon } from 'lucide-react';

import { cn } from '../../lib/utils';
import { buttonVariants } from './button-variants';

type ButtonProps = React.ComponentPropsWithoutRef<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * The look, by importance: `default` for the one main action, `secondary` and `outline` beside it,
     * `destructive` for deleting, `ghost` in toolbars and lists, `link` inline in text.
     * @default 'default'
     */
    variant?: VariantProps<typeof buttonVariants>['variant'];
    /**
     * Height and padding: `sm` 32 px, `default` 36 px, `lg` 40 px, `touch` at least 44 x 44 px (controls used with a
     * thumb); the `icon` sizes are square, for a button that shows only an icon (give it an `aria-label`).
     * @default 'default'
     */
    size?: VariantProps<typeof buttonVariants>['size'];
    /** Renders its child (a link, say) styled and behaving as this button, instead of a `<button>`. */
    asChild?: boolean;
    /** Shows a spinner, disables the button and marks it busy; the label stays so the width holds. */
    loading?: boolean;
  };

/** The button: one look per importance (`variant`), sizes down to a 44 px touch target, a `loading` state, and `asChild` to style a link as a button. */
const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, asChild = false, loading = false, disabled, children, ...props },
  ref,
) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      ref={ref}
      data-slot="button"
      data-variant={variant ?? 'default'}
      className={cn(buttonVariants({ variant, size, className }))}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {children}
        </>
      )}
    </Comp>
  );
});

export { Button, buttonVariants, type ButtonProps };
