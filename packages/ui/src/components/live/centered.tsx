// The participant page's centred message (the lobby, the end, a slide with nothing to answer). Apart from the slide
// types' parts (participant-parts.tsx) because the page's first screens need it: they load this and nothing more.
import type { ReactNode } from 'react';

export function Centered({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="my-auto space-y-3 text-center">
      <h1 className="text-2xl font-bold [unicode-bidi:plaintext]">{title}</h1>
      {children}
    </section>
  );
}
