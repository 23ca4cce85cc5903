import type { ReactNode } from 'react';
import { cn } from '@readyteams/ui';
import { app } from '../i18n/app';

const chip = 'rounded-full border border-border px-3 py-1 text-sm whitespace-nowrap';

/** A filter's chip: pressed, it shows what the list is narrowed to. */
export function FilterChip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        chip,
        'inline-flex items-center gap-1.5 hover:bg-accent [&_svg]:size-3.5',
        pressed && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
      )}
    >
      {children}
    </button>
  );
}

/**
 * A list's category chips, All first; the pressed one is the category shown. While the categories load it keeps the
 * row's height (so what is under it stays put), and with no categories it shows nothing.
 */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  /** Undefined while loading. */
  categories: { id: number; name: string }[] | undefined;
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const t = app.useT();
  if (!categories)
    return (
      <div aria-hidden className="flex pb-1">
        <span className={cn(chip, 'invisible')}>&nbsp;</span>
      </div>
    );
  if (categories.length === 0) return null;
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('app.common.categories')}>
      {[{ id: null, name: t('app.common.all') }, ...categories].map((category) => (
        <li key={category.id ?? 'all'}>
          <FilterChip pressed={category.id === selected} onClick={() => onSelect(category.id)}>
            {category.name}
          </FilterChip>
        </li>
      ))}
    </ul>
  );
}
