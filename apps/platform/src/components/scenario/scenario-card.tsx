import { Eye, Heart, ImageIcon } from 'lucide-react';
import { Badge, Button, cn } from '@readyteams/ui';
import type { Scenario } from '../../lib/types';

type ScenarioCardProps = {
  scenario: Scenario;
  onPreview: (scenario: Scenario) => void;
  onToggleFavorite: (scenario: Scenario) => void;
};

/** A library card: image, title, description, badges, 'Add to favorites' and 'Preview'. */
export function ScenarioCard({ scenario, onPreview, onToggleFavorite }: ScenarioCardProps) {
  return (
    <article
      aria-labelledby={`scenario-${scenario.id}-title`}
      data-testid="scenario-card"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      <div className="relative aspect-video bg-muted">
        {scenario.thumbNailUrl ? (
          <img src={scenario.thumbNailUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary/15 to-accent">
            <ImageIcon aria-hidden className="size-10 text-primary/60" />
          </div>
        )}
        <Button
          type="button"
          size="icon"
          variant="outline"
          className="absolute top-2 right-2 rounded-full bg-background/90"
          aria-label={scenario.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
          aria-pressed={scenario.isFavorite}
          onClick={() => onToggleFavorite(scenario)}
        >
          <Heart aria-hidden className={cn('size-4', scenario.isFavorite && 'fill-destructive text-destructive')} />
        </Button>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-1.5">
          {scenario.category && <Badge>{scenario.category.category}</Badge>}
          {scenario.tags.slice(0, 3).map((tag) => (
            <Badge key={tag.id} variant="secondary">
              {tag.tag}
            </Badge>
          ))}
        </div>
        <h3 id={`scenario-${scenario.id}-title`} className="font-semibold">
          {scenario.title}
        </h3>
        <p className="line-clamp-3 flex-1 text-sm text-muted-foreground">{scenario.description}</p>
        <Button type="button" variant="outline" onClick={() => onPreview(scenario)}>
          <Eye aria-hidden />
          Preview
        </Button>
      </div>
    </article>
  );
}
