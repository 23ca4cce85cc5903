// The video slide kind: its messages, what it stores, its live form; the phones do not answer it.
import { describe, expect, it } from 'vitest';
import { type SlideWriteOf } from '../kind.js';
import { alone, slideMessages, storedSlide } from '../test-support.js';
import { video } from './index.js';

const sent: SlideWriteOf<'video'> = {
  slideType: 'video',
  title: 'Intro',
  script: 'Play it, then ask the room.',
  videoUrl: 'https://cdn.example.com/intro.mp4',
};
const TITLE = 'Title is required for video slides';
const SCRIPT = 'Script is required for video slides';
const UPLOAD = 'Upload is required for video slides';

describe('video slides', () => {
  it('accept a title, a script and an upload (captions are optional)', () => {
    expect(slideMessages(video, sent)).toEqual({});
  });

  it.each([
    ['no title', { title: undefined }, { title: TITLE }],
    ['a blank title', { title: '   ' }, { title: TITLE }],
    ['no script', { script: undefined }, { script: SCRIPT }],
    ['an empty script', { script: '' }, { script: SCRIPT }],
    ['no upload', { videoUrl: undefined }, { videoUrl: UPLOAD }],
    ['an upload that is not a link', { videoUrl: 'intro.mp4' }, { videoUrl: UPLOAD }],
    ['an upload that is not text', { videoUrl: 42 }, { videoUrl: UPLOAD }],
  ])('refuse %s', (_case, change, messages) => {
    expect(slideMessages(video, { ...sent, ...change })).toEqual(messages);
  });

  it("store the video, its captions and its rounded duration; other types' fields are dropped", () => {
    const props = video.props({
      ...sent,
      duration: 12.6,
      questions: ['Why?'],
      prompt: 'One word',
      revealMode: 'threshold',
      options: [{ label: 'A' }],
    });
    expect(props).toEqual({ videoUrl: sent.videoUrl, captionsUrl: null, duration: 13 });
    const captionsUrl = 'https://cdn.example.com/intro.vtt';
    expect(video.props({ ...sent, captionsUrl })).toMatchObject({ captionsUrl, duration: null });
    expect(video.questions({ ...sent, questions: ['Why?'] })).toEqual([]);
  });

  it('show their video and captions live, with no questions', () => {
    const live = (fields: Parameters<typeof storedSlide>[1]) =>
      video.toLive(storedSlide('video', fields), alone);
    expect(
      live({
        videoUrl: sent.videoUrl,
        captionsUrl: 'https://cdn.example.com/intro.vtt',
        questions: ['Why?'],
      }),
    ).toEqual({
      type: null,
      videoUrl: sent.videoUrl,
      captionsUrl: 'https://cdn.example.com/intro.vtt',
      questions: [],
      pollTitle: null,
    });
    expect(live({})).toMatchObject({ videoUrl: null, captionsUrl: null });
  });

  it('take no answers and reveal no results', () => {
    for (const part of ['validAnswer', 'results', 'reveals', 'revealThreshold', 'listErrors'])
      expect(video).not.toHaveProperty(part);
  });
});
