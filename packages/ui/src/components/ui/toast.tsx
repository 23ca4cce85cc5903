import * as React from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { TOAST_DURATION_MS, dismissToast, getSnapshot, subscribe } from './toast-store';

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pe-8 shadow-lg transition-all data-[state=closed]:animate-out data-[state=open]:animate-in data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
  {
    variants: {
      variant: {
        default: 'border bg-background text-foreground',
        success: 'border-success/40 bg-background text-foreground [&_[data-slot=toast-title]]:text-success',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Renders the toasts raised with `toast()`. Mount once near the root of the app. */
function Toaster({ className }: { className?: string }) {
  const t = kit.useT();
  const toasts = React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          data-slot="toast"
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(toastVariants({ variant }))}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
              {title}
            </ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description data-slot="toast-description" className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('kit.close')}
            className="absolute end-2 top-2 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:ring-2 focus:ring-ring focus:outline-none"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        className={cn(
          'fixed end-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]',
          className,
        )}
      />
    </ToastPrimitive.Provider>
  );
}

export { Toaster, toastVariants };
export {
  toast,
  clearToasts,
  dismissToast,
  TOAST_DURATION_MS,
  type ToastOptions,
  type ToastVariant,
} from './toast-store';
