// Video slides on the host's screens: the player on the presenter screen, kept where the host's play/pause/restart
// put it, and those buttons (with captions) on the host's phone.
import { useEffect, useRef, useState } from 'react';
import type { LiveVideoState } from '@readyteams/activities/live';
import { live } from '../../../../i18n/live';
import { Button } from '../../../ui/button';
import type { LiveSlideProps, LiveSlideView } from '../kind';

/** Where the video should be now, from the last play/pause/restart the host sent. */
export const videoPosition = (video: LiveVideoState, now = Date.now()) =>
  video.status === 'playing' ? video.position + Math.max(0, now - video.changedAt) / 1000 : video.position;

function VideoPresenter({ slide, state: { video } }: LiveSlideProps<'video'>) {
  const t = live.useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const position = videoPosition(video);
    if (Math.abs(element.currentTime - position) > 1) element.currentTime = position;
    if (video.status === 'playing') {
      element.play().then(
        () => setBlocked(false),
        // Browsers refuse sound without a click on the page: ask for one.
        () => setBlocked(true),
      );
    } else {
      element.pause();
    }
  }, [video]);

  // The host switches captions for the room; the track loads once and is shown or hidden.
  useEffect(() => {
    const track = ref.current?.textTracks[0];
    if (track) track.mode = video.captions ? 'showing' : 'hidden';
  }, [video.captions, slide.captionsUrl]);

  return (
    <div
      className="relative flex h-full w-full items-center justify-center bg-black"
      data-video-status={video.status}
    >
      {slide.videoUrl ? (
        <video
          ref={ref}
          src={slide.videoUrl}
          className="max-h-full max-w-full"
          playsInline
          preload="auto"
          aria-label={slide.title}
        >
          {slide.captionsUrl ? (
            <track kind="captions" src={slide.captionsUrl} srcLang="en" label="English" default />
          ) : null}
        </video>
      ) : (
        <p className="text-2xl text-white">{slide.title}</p>
      )}
      {blocked ? (
        <Button
          size="lg"
          className="absolute"
          onClick={() => {
            void ref.current?.play().then(() => setBlocked(false));
          }}
        >
          {t('live.video.start')}
        </Button>
      ) : null}
    </div>
  );
}

export const videoLive: LiveSlideView<'video'> = {
  Presenter: VideoPresenter,
  HostPanel: function VideoPanel({ slide, state: { video }, onVideo }) {
    const t = live.useT();
    return (
      <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('live.video.group')}>
        <Button size="touch" onClick={() => onVideo('play')} disabled={video.status === 'playing'}>
          {t('live.video.play')}
        </Button>
        <Button
          size="touch"
          variant="outline"
          onClick={() => onVideo('pause')}
          disabled={video.status === 'paused'}
        >
          {t('live.video.pause')}
        </Button>
        <Button size="touch" variant="outline" onClick={() => onVideo('restart')}>
          {t('live.video.restart')}
        </Button>
        {slide.captionsUrl ? (
          <Button
            size="touch"
            variant="outline"
            className="col-span-3"
            aria-pressed={video.captions}
            onClick={() => onVideo(video.captions ? 'captions-off' : 'captions-on')}
          >
            {video.captions ? t('live.video.captionsOn') : t('live.video.captionsOff')}
          </Button>
        ) : null}
      </div>
    );
  },
};
