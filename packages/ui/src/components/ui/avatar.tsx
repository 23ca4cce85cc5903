import * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';

import { getInitials } from '../../lib/initials';
import { cn } from '../../lib/utils';

/** A round picture of a person or company: AvatarImage, with AvatarFallback shown until (or unless) it loads. */
const Avatar = React.forwardRef<
  React.ComponentRef<typeof AvatarPrimitive.Root>,
  React.ComponentPropsWithoutRef<typeof AvatarPrimitive.Root>
>(function Avatar({ className, ...props }, ref) {
  return (
    <AvatarPrimitive.Root
      ref={ref}
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
});

const AvatarImage = React.forwardRef<
  React.ComponentRef<typeof AvatarPrimitive.Image>,
  React.ComponentPropsWithoutRef<typeof AvatarPrimitive.Image>
>(function AvatarImage({ className, ...props }, ref) {
  return (
    <AvatarPrimitive.Image
      ref={ref}
      data-slot="avatar-image"
      className={cn('aspect-square size-full', className)}
      {...props}
    />
  );
});

const AvatarFallback = React.forwardRef<
  React.ComponentRef<typeof AvatarPrimitive.Fallback>,
  React.ComponentPropsWithoutRef<typeof AvatarPrimitive.Fallback>
>(function AvatarFallback({ className, ...props }, ref) {
  return (
    <AvatarPrimitive.Fallback
      ref={ref}
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground',
        className,
      )}
      {...props}
    />
  );
});

type InitialsAvatarProps = React.ComponentPropsWithoutRef<typeof AvatarPrimitive.Root> & {
  /** Names the initials come from, e.g. [firstName, lastName] or [companyName]. */
  names: Array<string | null | undefined>;
  /** Address of a picture shown instead of the initials once it has loaded. */
  src?: string;
};

/** An avatar that shows initials (the top bar's user, the collapsed menu's company). */
const InitialsAvatar = React.forwardRef<React.ComponentRef<typeof AvatarPrimitive.Root>, InitialsAvatarProps>(
  function InitialsAvatar({ names, src, ...props }, ref) {
    const label = names.filter(Boolean).join(' ');
    return (
      <Avatar ref={ref} aria-label={label || undefined} role={label ? 'img' : undefined} {...props}>
        {src && <AvatarImage src={src} alt="" />}
        <AvatarFallback aria-hidden="true">{getInitials(...names)}</AvatarFallback>
      </Avatar>
    );
  },
);

export { Avatar, AvatarFallback, AvatarImage, InitialsAvatar, type InitialsAvatarProps };
