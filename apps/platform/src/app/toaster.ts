// The toasts' renderer alone, which app-providers.tsx loads after the first paint. A dynamic import of the family
// itself would bring all of it (the bundler keeps every export of a module imported with import()), down to the
// back-office's list and upload parts.
export { Toaster } from '@readyteams/ui/feedback';
