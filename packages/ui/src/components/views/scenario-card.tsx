import * as React from 'react';
import { EyeIcon, GitBranchIcon, HeartIcon, ImageIcon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import type { ScenarioSummary } from './types';

type ScenarioCardProps = Omit<React.ComponentPropsWithoutRef<'article'>, 'children'> & {
  /** The scenario: title, description, thumbnail, category and tags, and whether it is a favorite. */
  scenario: ScenarioSummary;
  /** Toggles the favorite; the button shows the current state with aria-pressed. */
  onToggleFavorite?: (scenario: ScenarioSummary) => void;
  /** Opens the scenario's preview (the card's Preview button). */
  onPreview?: (scenario: ScenarioSummary) => void;
  /** A favorite change is being saved: the heart does not take a click. */
  favoritePending?: boolean;
};

/**
 * A library card: image, title, description, category, Branching (a scenario whose room votes its path) and tag
 * badges, favorite toggle and Preview.
 */
const ScenarioCard = React.forwardRef<HTMLElement, ScenarioCardProps>(function ScenarioCard(
  { scenario, onToggleFavorite, onPreview, favoritePending = false, className, ...props },
  ref,
) {
  const t = kit.useT();
  const titleId = React.useId();
  const favorite = Boolean(scenario.isFavorite);
  return (
    <article
      ref={ref}
      data-slot="scenario-card"
      aria-labelledby={titleId}
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      <div className="aspect-video w-full bg-muted">
        {scenario.thumbNailUrl ? (
          <img src={scenario.thumbNailUrl} alt="" className="size-full object-cover" />
        ) : (
          <div
            className="flex size-full items-center justify-center text-muted-foreground"
            aria-hidden="true"
          >
            <ImageIcon className="size-8" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-1.5">
          {scenario.category && <Badge variant="secondary">{scenario.category.category}</Badge>}
          {scenario.isBranching && (
            <Badge variant="outline" data-testid="branching-badge">
              <GitBranchIcon aria-hidden="true" />
              {t('kit.scenario.branching')}
            </Badge>
          )}
          {scenario.tags.map((tag) => (
            <Badge key={tag.id} variant="outline" color={tag.color}>
              {tag.tag}
            </Badge>
          ))}
        </div>
        <h3 id={titleId} className="line-clamp-2 text-base font-semibold">
          {scenario.title}
        </h3>
        <p className="line-clamp-3 flex-1 text-sm text-muted-foreground">{scenario.description}</p>
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={favorite}
            aria-describedby={titleId}
            disabled={favoritePending}
            onClick={() => onToggleFavorite?.(scenario)}
            className="aria-pressed:text-destructive"
          >
            <HeartIcon aria-hidden="true" className={cn(favorite && 'fill-current')} />
            {t('kit.scenario.favorite')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-describedby={titleId}
            onClick={() => onPreview?.(scenario)}
          >
            <EyeIcon aria-hidden="true" />
            {t('kit.scenario.preview')}
          </Button>
        </div>
      </div>
    </article>
  );
});

export { ScenarioCard, type ScenarioCardProps };
