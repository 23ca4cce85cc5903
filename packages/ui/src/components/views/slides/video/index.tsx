// Video slides in the views: the player with its captions, the length and the facilitator's script.
import { PlayIcon, VideoIcon } from 'lucide-react';
import * as React from 'react';
import { formatDuration } from '../../../live/format';
import { live } from '../../../../i18n/live';
import type { SlideReadOf } from '@readyteams/activities/live';
import type { SlideView } from '../kind';

/** A video slide's player (with its captions), length and script. */
function ScenarioVideo({ slide }: { slide: SlideReadOf<'video'> }) {
  const t = live.useT();
  const [measured, setMeasured] = React.useState<number | null>(null);
  const duration = slide.duration ?? measured;
  return (
    <div className="grid gap-3">
      {slide.videoUrl ? (
        <video
          src={slide.videoUrl}
          controls
          preload="metadata"
          className="aspect-video w-full rounded-md bg-black"
          aria-label={t('live.curriculum.videoOf', { title: slide.title })}
          onLoadedMetadata={(event) => {
            const seconds = event.currentTarget.duration;
            if (Number.isFinite(seconds)) setMeasured(seconds);
          }}
        >
          {slide.captionsUrl ? (
            <track kind="captions" src={slide.captionsUrl} srcLang="en" label="English" default />
          ) : null}
        </video>
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded-md bg-muted text-muted-foreground">
          <PlayIcon className="size-8" aria-hidden="true" />
          <span className="sr-only">{t('live.curriculum.noVideo')}</span>
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        {duration != null
          ? t('live.curriculum.duration', { duration: formatDuration(duration) })
          : t('live.curriculum.durationUnknown')}
      </p>
      {slide.script && (
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold">{t('live.curriculum.script')}</h4>
          <p className="text-sm whitespace-pre-line">{slide.script}</p>
        </div>
      )}
    </div>
  );
}

export const video: SlideView<'video'> = {
  label: 'live.curriculum.video',
  icon: VideoIcon,
  meta: (slide, t) => (slide.duration != null ? formatDuration(slide.duration) : t('live.curriculum.video')),
  Body: ScenarioVideo,
};
