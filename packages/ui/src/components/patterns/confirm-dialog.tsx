import * as React from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../ui/alert-dialog';
import { kit } from '../../i18n/kit';
import { Button } from '../ui/button';

type ConfirmDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog (rendered as the trigger via asChild). */
  trigger?: React.ReactElement;
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel: string;
  /** Label of the button that closes the dialog without acting ('Cancel' in the active language by default). */
  cancelLabel?: string;
  /** Runs on confirm; the dialog closes once it resolves (stays open while pending). */
  onConfirm: () => void | Promise<void>;
  /** Shows the confirm button busy, e.g. while the mutation runs. */
  pending?: boolean;
  /** Draws the confirm button in the destructive colour. */
  destructive?: boolean;
};

/** A yes/no question about a destructive action; Cancel has the focus first so Enter is safe. */
function ConfirmDialog({
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  destructive = true,
}: ConfirmDialogProps) {
  const t = kit.useT();
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const [running, setRunning] = React.useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  // Opened from code (a list row's delete icon) rather than by a trigger: focus goes back where it was on close.
  const returnFocus = React.useRef<HTMLElement | null>(null);
  React.useLayoutEffect(() => {
    if (open && !trigger) returnFocus.current = document.activeElement as HTMLElement | null;
  }, [open, trigger]);
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure (a toast); the dialog stays open so the user can retry.
    } finally {
      setRunning(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          const previous = returnFocus.current;
          returnFocus.current = null;
          if (!trigger && previous?.isConnected) {
            event.preventDefault();
            previous.focus();
          }
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending || running}>
            {cancelLabel ?? t('kit.cancel')}
          </AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open until the action succeeds. */}
          <Button
            variant={destructive ? 'destructive' : 'default'}
            loading={pending || running}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type ArchiveDialogProps = Omit<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel'> & {
  /** What is archived, e.g. 'tag "Onboarding"'; the title reads 'Archive {itemLabel}?'. */
  itemLabel?: string;
};

/** Confirms an archive (soft delete) from any admin list's delete icon. */
function ArchiveDialog({ itemLabel, ...props }: ArchiveDialogProps) {
  const t = kit.useT();
  return (
    <ConfirmDialog
      title={itemLabel ? t('kit.archive.titleOf', { item: itemLabel }) : t('kit.archive.title')}
      description={t('kit.archive.description')}
      confirmLabel={t('kit.archive.confirm')}
      {...props}
    />
  );
}

type DeleteScenarioDialogProps = Omit<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel'>;

/** The scenario list's delete confirmation (a real delete). */
function DeleteScenarioDialog(props: DeleteScenarioDialogProps) {
  const t = kit.useT();
  return (
    <ConfirmDialog
      title={t('kit.deleteScenario.title')}
      description={t('kit.deleteScenario.description')}
      confirmLabel={t('kit.deleteScenario.confirm')}
      {...props}
    />
  );
}

export {
  ArchiveDialog,
  ConfirmDialog,
  DeleteScenarioDialog,
  type ArchiveDialogProps,
  type ConfirmDialogProps,
  type DeleteScenarioDialogProps,
};
