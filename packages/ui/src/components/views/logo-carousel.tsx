import * as React from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

type CarouselLogo = { src: string; alt: string };

/** Wraps an index into 0..length-1 in both directions (-1 -> last). */
function wrapIndex(index: number, length: number) {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

type LogoCarouselProps = React.ComponentPropsWithoutRef<'section'> & {
  /** The customers' logos, in order; the carousel wraps round at both ends. */
  logos: CarouselLogo[];
  /** Index of the first visible logo (controlled). */
  index?: number;
  /** Index of the first visible logo it starts on, when it keeps the position itself. */
  defaultIndex?: number;
  /** Called with the new first visible logo when the visitor moves the carousel. */
  onIndexChange?: (index: number) => void;
};

/** Customer logos in 200 px slots; previous/next rotate them and wrap around at both ends. */
const LogoCarousel = React.forwardRef<HTMLElement, LogoCarouselProps>(function LogoCarousel(
  { logos, index: controlledIndex, defaultIndex = 0, onIndexChange, className, ...props },
  ref,
) {
  const t = kit.useT();
  const [uncontrolledIndex, setUncontrolledIndex] = React.useState(defaultIndex);
  const index = wrapIndex(controlledIndex ?? uncontrolledIndex, logos.length);
  const go = (delta: number) => {
    const next = wrapIndex(index + delta, logos.length);
    if (controlledIndex === undefined) setUncontrolledIndex(next);
    onIndexChange?.(next);
  };
  // Rotate so the current logo comes first; every logo stays on the page.
  const ordered = logos.map((_, i) => logos[wrapIndex(index + i, logos.length)]!);

  return (
    <section
      ref={ref}
      data-slot="logo-carousel"
      aria-roledescription={t('kit.carousel.role')}
      aria-label={t('kit.carousel.label')}
      className={cn('flex items-center gap-2', className)}
      {...props}
    >
      <Button variant="outline" size="icon" aria-label={t('kit.carousel.previous')} onClick={() => go(-1)}>
        <ChevronLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
      {/*
        200 px slots (the documents' width), as many whole ones as the strip holds, centred; a strip narrower than one
        slot makes it that width. The logos that do not fit wrap onto rows of no height, so none is ever cut in half.
      */}
      <div className="min-w-0 flex-1">
        <ul className="grid auto-rows-[0] grid-cols-[repeat(auto-fit,min(200px,100%))] grid-rows-[5rem] justify-center overflow-hidden">
          {ordered.map((logo, i) => (
            <li
              key={logo.src}
              aria-current={i === 0 || undefined}
              className="flex h-20 min-w-0 items-center justify-center px-6"
            >
              <img src={logo.src} alt={logo.alt} className="max-h-12 max-w-full object-contain" />
            </li>
          ))}
        </ul>
      </div>
      <Button variant="outline" size="icon" aria-label={t('kit.carousel.next')} onClick={() => go(1)}>
        <ChevronRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
      <p className="sr-only" aria-live="polite">
        {t('kit.carousel.position', { n: index + 1, count: logos.length })}
      </p>
    </section>
  );
});

export { LogoCarousel, wrapIndex, type CarouselLogo, type LogoCarouselProps };
