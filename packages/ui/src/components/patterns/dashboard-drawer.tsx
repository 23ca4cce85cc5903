import * as React from 'react';

import { kit } from '../../i18n/kit';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet';
import { SidebarContent, type SidebarProps } from './dashboard-sidebar';

/**
 * The dashboard's side menu as a drawer, on small screens: a chunk of its own (with the dialog underneath it), which
 * the shell loads when a phone shows it or the menu button is pressed, so no page waits for it. On close the focus
 * goes back to `returnFocus` (the menu button).
 */
function DashboardDrawer({
  open,
  onOpenChange,
  side,
  returnFocus,
  ...sidebarProps
}: SidebarProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  returnFocus: React.RefObject<HTMLElement | null>;
}) {
  const t = kit.useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={side}
        className="w-72 bg-sidebar p-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">{t('kit.shell.menu')}</SheetTitle>
        <SheetDescription className="sr-only">{t('kit.shell.navigate')}</SheetDescription>
        <SidebarContent collapsed={false} onNavigate={() => onOpenChange(false)} {...sidebarProps} />
      </SheetContent>
    </Sheet>
  );
}

export { DashboardDrawer };
