import * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';

import { getInitials } from '../../lib/initials';
import { cn } from '../../lib/utils';

function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full', className)}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground',
        className,
      )}
      {...props}
    />
  );
}

type InitialsAvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> & {
  /** Names the initials come from, e.g. [firstName, lastName] or [companyName]. */
  names: Array<string | null | undefined>;
  src?: string;
};

/** An avatar that shows initials (the top bar's user, the collapsed menu's company). */
function InitialsAvatar({ names, src, ...props }: InitialsAvatarProps) {
  const label = names.filter(Boolean).join(' ');
  return (
    <Avatar aria-label={label || undefined} role={label ? 'img' : undefined} {...props}>
      {src && <AvatarImage src={src} alt="" />}
      <AvatarFallback aria-hidden="true">{getInitials(...names)}</AvatarFallback>
    </Avatar>
  );
}

export { Avatar, AvatarFallback, AvatarImage, InitialsAvatar, type InitialsAvatarProps };
