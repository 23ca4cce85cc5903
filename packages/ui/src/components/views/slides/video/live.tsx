// Video slides on the host's screens: the player on the presenter screen, kept where the host's play/pause/restart
// put it, and those buttons (with captions) on the host's phone.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LiveVideoState } from '@readyteams/activities/live';
import { live } from '../../../../i18n/live';
import { presenterType as type } from '../../../live/format';
import { Button } from '../../../ui/button';
import type { LiveSlideProps, LiveSlideView } from '../kind';

/** Where the video should be now, from the last play/pause/restart the host sent. */
export const videoPosition = (video: LiveVideoState, now = Date.now()) =>
  video.status === 'playing' ? video.position + Math.max(0, now - video.changedAt) / 1000 : video.position;

/** How far the clip has played, as a bar under it (the room sees how long is left). */
function VideoProgress({ video }: { video: RefObject<HTMLVideoElement | null> }) {
  const [share, setShare] = useState(0);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const update = () => setShare(element.duration ? element.currentTime / element.duration : 0);
    element.addEventListener('timeupdate', update);
    element.addEventListener('durationchange', update);
    return () => {
      element.removeEventListener('timeupdate', update);
      element.removeEventListener('durationchange', update);
    };
  }, [video]);
  return (
    <div data-slot="video-progress" className="h-[1vh] bg-white/25" aria-hidden="true">
      <div className="h-full bg-primary" style={{ width: `${(share * 100).toFixed(2)}%` }} />
    </div>
  );
}

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

  // Captions placed by the browser sit a line above the frame's bottom edge, clear of the progress bar under it.
  useEffect(() => {
    const element = ref.current?.querySelector('track');
    if (!element) return;
    const lift = () => {
      for (const cue of element.track.cues ?? [])
        if (cue instanceof VTTCue && cue.line === 'auto') cue.line = -2;
    };
    lift();
    element.addEventListener('load', lift);
    return () => element.removeEventListener('load', lift);
  }, [slide.captionsUrl]);

  return (
    // The largest 16:9 frame the stage holds with the progress bar (1vh) under it (the stage is a size container, whose
    // width and height set the frame's), black around them. The captions are drawn inside the video, never over the
    // bar.
    <div
      className="flex h-full w-full items-center justify-center bg-black [container-type:size]"
      data-video-status={video.status}
    >
      <div
        className={
          slide.videoUrl ? 'w-[min(100cqw,calc((100cqh-1vh)*16/9))]' : 'w-[min(100cqw,calc(100cqh*16/9))]'
        }
      >
        <div data-slot="video-frame" className="relative flex aspect-video items-center justify-center">
          {slide.videoUrl ? (
            <video
              ref={ref}
              src={slide.videoUrl}
              // Captions sized to the screen: a line about 8% of the frame's height (the BBC's subtitle guidelines).
              className="size-full object-contain [&::cue]:text-[5.5vh]"
              playsInline
              preload="auto"
              aria-label={slide.title}
            >
              {slide.captionsUrl ? (
                <track kind="captions" src={slide.captionsUrl} srcLang="en" label="English" default />
              ) : null}
            </video>
          ) : (
            <p className={`${type.question} px-[6vh] text-center text-white`}>{slide.title}</p>
          )}
          {blocked ? (
            <Button
              size="lg"
              className={`absolute h-auto px-[3vh] py-[1.5vh] ${type.body}`}
              onClick={() => {
                void ref.current?.play().then(() => setBlocked(false));
              }}
            >
              {t('live.video.start')}
            </Button>
          ) : null}
        </div>
        {slide.videoUrl ? <VideoProgress video={ref} /> : null}
      </div>
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
