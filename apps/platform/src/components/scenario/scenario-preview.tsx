import { lazy, Suspense, type ComponentProps } from 'react';

// The preview and the start flow (their dialogs, the select, the QR code, the slides' previews) load right after the
// page's first render, not with it: they show only once a scenario is picked.
const Container = lazy(async () => ({
  default: (await import('./scenario-preview-container')).ScenarioPreviewContainer,
}));

/** The scenario preview dialog and its start flow (scenario-preview-container.tsx), loaded after the page. */
export function ScenarioPreview(props: ComponentProps<typeof Container>) {
  return (
    <Suspense fallback={null}>
      <Container {...props} />
    </Suspense>
  );
}
