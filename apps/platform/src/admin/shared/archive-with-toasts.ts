import { toast } from '@readyteams/ui';

interface ArchiveMessages {
  /** Description of the 'Error' toast when archiving fails. */
  failure: string;
  /** The success toast (title and description) of the second document's section 8. */
  success: { title: string; description: string };
}

/** Archives one record and tells the user how it went; a failure rethrows so the dialog stays open. */
export async function archiveWithToasts(archive: () => Promise<unknown>, messages: ArchiveMessages) {
  try {
    await archive();
  } catch (error) {
    toast({ title: 'Error', description: messages.failure, variant: 'destructive' });
    throw error;
  }
  toast({ ...messages.success, variant: 'success' });
}
