// The toasts' store, apart from the <Toaster /> that renders them (toast.tsx, with the Radix toast): a page that only
// raises toasts loads this much, and an app may load the Toaster after its first paint.

/** The spec's auto-dismiss delay for every toast. */
const TOAST_DURATION_MS = 3000;

type ToastVariant = 'default' | 'success' | 'destructive';

type ToastOptions = {
  /** The message in a few words ('Success', 'Error'). */
  title: string;
  /** What happened, in a sentence ('Tag created successfully'). */
  description?: string;
  /** `success` and `destructive` colour the toast; a destructive one interrupts screen readers, the others wait. */
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; 3 s by default. */
  duration?: number;
};

type ToastItem = ToastOptions & { id: number; open: boolean };

// A tiny module-level store so `toast()` can be called from anywhere (mutation callbacks, event
// handlers) while one <Toaster /> renders them.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot() {
  return items;
}

function dismissToast(id: number) {
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  // Keep the closed toast mounted briefly so its exit animation can run.
  setTimeout(() => {
    items = items.filter((item) => item.id !== id);
    emit();
  }, 200);
}

/** Removes every toast at once (sign-out, and between stories so one story's toasts never leak into the next). */
function clearToasts() {
  items = [];
  emit();
}

/** Shows a toast: `toast({ title: 'Success', description: 'Tag created successfully' })`. */
function toast(options: ToastOptions) {
  const id = nextId++;
  items = [...items, { ...options, id, open: true }];
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export {
  toast,
  clearToasts,
  dismissToast,
  subscribe,
  getSnapshot,
  TOAST_DURATION_MS,
  type ToastOptions,
  type ToastVariant,
};
