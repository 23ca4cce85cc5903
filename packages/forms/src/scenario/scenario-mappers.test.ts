import type { SlideRead, SlideWriteOf } from '@readyteams/activities/live';
import { describe, expect, it } from 'vitest';
import { defaultScenarioSlides } from './default-template';
import { emptyPublishValues } from './publish-schema';
import {
  fromAnswersRead,
  scenarioToFormValues,
  slideFromRead,
  toAnswersSent,
  toScenarioPayload,
  toSlidesSent,
  uploadScenarioFiles,
  type ScenarioFormValues,
  type ScenarioRead,
} from './scenario-mappers';
import { emptySlide } from './slide-schema';

const publish = {
  ...emptyPublishValues,
  isPublic: true,
  thumbNailUrl: 'https://cdn.example.com/thumb.png',
  title: 'Handling a difficult customer',
  category: '3',
  tags: ['1', '4'],
  description: 'A customer escalates on the phone.',
  script: 'Watch the call, then decide what you would do.',
  resources: [
    { title: 'Guide', linkUrl: 'https://x.org/guide.pdf', type: 'pdf' as const, description: 'Read it' },
  ],
  customer: '9',
  authorName: 'Ana Lee',
  authorEmail: 'ana@example.com',
  internalNotes: 'Pilot with support team',
};

const slides = [
  emptySlide({
    slideType: 'video',
    title: 'Intro',
    script: 'Say hello',
    video: 'https://cdn.example.com/intro.mp4',
  }),
  emptySlide({
    slideType: 'poll',
    title: 'What would you do?',
    subtext: 'Pick one',
    type: 'scenario',
    questions: [
      {
        question: 'First move?',
        type: 'single-choice',
        answers: [
          { label: 'Listen', value: '1' },
          { label: 'Escalate', value: '2' },
        ],
      },
      { question: 'Why?', type: 'free-text', answers: [] },
    ],
  }),
  emptySlide({
    slideType: 'discussion',
    title: 'Discussion Questions',
    discussionQuestions: [{ text: 'What stood out?' }],
  }),
  emptySlide({ slideType: 'poll-results', title: 'Results', pollTitle: 'What would you do?' }),
];

describe('poll answers', () => {
  it('are sent as a wrapper of objects keyed option 1, option 2, ... holding the label', () => {
    expect(
      toAnswersSent([
        { label: 'Yes', value: '7' },
        { label: 'No', value: '2' },
      ]),
    ).toEqual({
      options: [{ 'option 1': 'Yes' }, { 'option 2': 'No' }],
    });
  });

  it('are read from a wrapper of {option, answer}', () => {
    expect(
      fromAnswersRead({
        options: [
          { option: 'option 1', answer: 'Yes' },
          { option: 'option 2', answer: 'No' },
        ],
      }),
    ).toEqual([
      { label: 'Yes', value: '1' },
      { label: 'No', value: '2' },
    ]);
  });
});

describe('scenario payload', () => {
  it('builds the documented create body', () => {
    expect(toScenarioPayload({ ...publish, slides })).toEqual({
      title: 'Handling a difficult customer',
      description: 'A customer escalates on the phone.',
      script: 'Watch the call, then decide what you would do.',
      status: 'draft',
      isDemo: false,
      rating: 0,
      isPublic: true,
      thumbNailUrl: 'https://cdn.example.com/thumb.png',
      authorName: 'Ana Lee',
      authorEmail: 'ana@example.com',
      notes: 'Pilot with support team',
      categoryId: 3,
      tags: [1, 4],
      source: 9,
      resources: [
        { title: 'Guide', linkUrl: 'https://x.org/guide.pdf', type: 'pdf', description: 'Read it' },
      ],
      slides: [
        {
          title: 'Intro',
          slideType: 'video',
          order: 1,
          videoUrl: 'https://cdn.example.com/intro.mp4',
          script: 'Say hello',
        },
        {
          title: 'What would you do?',
          slideType: 'poll',
          order: 2,
          type: 'scenario',
          script: 'Pick one',
          questions: [
            {
              question: 'First move?',
              type: 'single-choice',
              answers: { options: [{ 'option 1': 'Listen' }, { 'option 2': 'Escalate' }] },
            },
            { question: 'Why?', type: 'free-text', answers: { options: [] } },
          ],
          revealMode: 'host',
          revealThreshold: 5,
          showAnswerCount: true,
        },
        { title: 'Discussion Questions', slideType: 'discussion', order: 3, questions: ['What stood out?'] },
        { title: 'Results', slideType: 'poll-results', order: 4, pollTitle: 'What would you do?' },
      ],
    });
  });

  it('leaves status, isDemo and rating out of an update and sends no source or thumbnail when none is chosen', () => {
    const payload = toScenarioPayload({ ...publish, customer: '', thumbNailUrl: '', slides }, 'update');
    expect(payload.thumbNailUrl).toBeNull();
    expect(payload).not.toHaveProperty('status');
    expect(payload).not.toHaveProperty('isDemo');
    expect(payload).not.toHaveProperty('rating');
    expect(payload.source).toBeNull();
  });

  it('refuses values that break a slide rule', () => {
    expect(() => toScenarioPayload({ ...publish, slides: [] })).toThrow('forms.error.slidesMin');
  });

  it('sends the closing poll of the default template with scale answers in order', () => {
    const template = defaultScenarioSlides();
    const sent = toSlidesSent(
      template.map((slide) => (slide.slideType === 'video' ? { ...slide, video: 'https://v' } : slide)),
    );
    const closing = sent[6] as SlideWriteOf<'poll'>;
    expect(closing).toMatchObject({ slideType: 'poll', type: 'closing question' });
    const first = closing.questions?.[0];
    expect(first?.answers?.options.map((option) => Object.keys(option)[0])).toEqual([
      'option 1',
      'option 2',
      'option 3',
      'option 4',
      'option 5',
    ]);
  });
});

describe('uploads before saving', () => {
  it('uploads new files and puts their addresses in place', async () => {
    const thumb = new File(['t'], 'thumb.png', { type: 'image/png' });
    const video = new File(['v'], 'intro.mp4', { type: 'video/mp4' });
    const values: ScenarioFormValues = {
      ...publish,
      thumbnail: thumb,
      slides: [{ ...slides[0]!, video }, ...slides.slice(1)],
    };
    const uploaded: string[] = [];
    const result = await uploadScenarioFiles(values, async (file) => {
      uploaded.push(file.name);
      return `https://cdn.example.com/uploads/${file.name}`;
    });
    expect(uploaded).toEqual(['intro.mp4', 'thumb.png']);
    expect(result.thumbNailUrl).toBe('https://cdn.example.com/uploads/thumb.png');
    expect(result.thumbnail).toBeNull();
    expect(result.slides[0]?.video).toBe('https://cdn.example.com/uploads/intro.mp4');
    expect(toScenarioPayload(result).slides[0]).toMatchObject({
      videoUrl: 'https://cdn.example.com/uploads/intro.mp4',
    });
  });
});

describe('captions of a video slide', () => {
  it('are uploaded with the video, sent with it, read back, and dropped when removed', async () => {
    const captions = new File(['WEBVTT'], 'intro.vtt', { type: 'text/vtt' });
    const values: ScenarioFormValues = {
      ...publish,
      slides: [{ ...slides[0]!, captions }, ...slides.slice(1)],
    };
    expect(() => toScenarioPayload(values)).toThrow('Upload the video and its captions');
    const uploaded = await uploadScenarioFiles(
      values,
      async (file) => `https://cdn.example.com/${file.name}`,
    );
    const sent = toScenarioPayload(uploaded).slides[0]!;
    expect(sent).toMatchObject({ slideType: 'video', captionsUrl: 'https://cdn.example.com/intro.vtt' });

    const read = slideFromRead({
      id: 1,
      slideType: 'video',
      title: 'Intro',
      order: 1,
      questions: [],
      videoUrl: 'https://cdn.example.com/intro.mp4',
      captionsUrl: 'https://cdn.example.com/intro.vtt',
    });
    expect(read.captions).toBe('https://cdn.example.com/intro.vtt');
    const removed = {
      ...uploaded,
      slides: [{ ...uploaded.slides[0]!, captions: null }, ...uploaded.slides.slice(1)],
    };
    expect(toScenarioPayload(removed).slides[0]).not.toHaveProperty('captionsUrl');
  });
});

describe('read form -> editor', () => {
  it("keeps a poll's reveal settings", () => {
    const reveal = { revealMode: 'threshold', revealThreshold: 12, showAnswerCount: false } as const;
    const read: SlideRead = {
      id: 1,
      slideType: 'poll',
      title: 'Q',
      order: 1,
      script: 's',
      questions: [],
      ...reveal,
    };
    expect(toSlidesSent([slideFromRead(read)])[0]).toMatchObject(reveal);
  });

  it("reads a commitment slide's prompt and sends it back with only the commitment's fields", () => {
    const read: SlideRead = {
      id: 7,
      slideType: 'commitment',
      title: 'Commitment',
      order: 3,
      script: 'Give them a minute.',
      prompt: 'What will you try first?',
      questions: [],
    };
    expect(toSlidesSent([slideFromRead(read)])).toEqual([
      {
        id: 7,
        title: 'Commitment',
        slideType: 'commitment',
        order: 1,
        script: 'Give them a minute.',
        prompt: 'What will you try first?',
      },
    ]);
  });

  it('reads a scenario into both steps, slides in stored order', () => {
    const read: ScenarioRead = {
      id: 5,
      title: 'Handling a difficult customer',
      description: 'A customer escalates on the phone.',
      script: 'Watch the call, then decide what you would do.',
      isPublic: true,
      thumbNailUrl: 'https://cdn.example.com/thumb.png',
      authorName: 'Ana Lee',
      authorEmail: 'ana@example.com',
      notes: 'Pilot with support team',
      category: { id: 3, category: 'Sales' },
      company: { id: 9, name: 'Acme' },
      tags: [
        { id: 1, tag: 'phone' },
        { id: 4, tag: 'support' },
      ],
      resources: [
        { title: 'Guide', linkUrl: 'https://x.org/guide.pdf', type: 'pdf', description: 'Read it' },
      ],
      slides: [
        {
          id: 13,
          slideType: 'discussion',
          title: 'Discussion Questions',
          order: 3,
          questions: ['What stood out?'],
        },
        {
          id: 11,
          slideType: 'video',
          title: 'Intro',
          order: 1,
          questions: [],
          duration: 42,
          script: 'Say hello',
          videoUrl: 'https://cdn.example.com/intro.mp4',
        },
        {
          id: 14,
          slideType: 'poll-results',
          title: 'Results',
          order: 4,
          questions: [],
          pollTitle: 'What would you do?',
        },
        {
          id: 12,
          slideType: 'poll',
          title: 'What would you do?',
          order: 2,
          type: 'scenario',
          script: 'Pick one',
          revealMode: 'host',
          revealThreshold: 5,
          showAnswerCount: true,
          questions: [
            {
              question: 'First move?',
              type: 'single-choice',
              answers: {
                options: [
                  { option: 'option 1', answer: 'Listen' },
                  { option: 'option 2', answer: 'Escalate' },
                ],
              },
            },
            { question: 'Why?', type: 'free-text', answers: { options: [] } },
          ],
        },
      ],
    };
    const values = scenarioToFormValues(read);
    const { slides: readSlides, ...rest } = values;
    expect(rest).toEqual({ ...publish, thumbnail: null });
    expect(readSlides.map((slide) => slide.slideType)).toEqual([
      'video',
      'poll',
      'discussion',
      'poll-results',
    ]);
    // Sent back unchanged, each stored slide keeps its id (so its answers stay linked) and the video its duration.
    const expected = toScenarioPayload({ ...publish, slides }, 'update').slides.map((slide, index) => ({
      ...slide,
      id: 11 + index,
      ...(index === 0 ? { duration: 42 } : {}),
    }));
    expect(toScenarioPayload(values, 'update').slides).toEqual(expected);
  });
});

describe('branching scenarios', () => {
  const branchingSlides = () => [
    emptySlide({ slideType: 'discussion', title: 'Intro', discussionQuestions: [{ text: 'Ready?' }] }),
    emptySlide({
      slideType: 'decision',
      title: 'The customer shouts',
      script: '  The call goes badly.  ',
      video: 'https://cdn.example.com/call.mp4',
      captions: 'https://cdn.example.com/call.vtt',
      options: [
        { label: ' Listen first ', rejoinAt: 5 },
        { label: 'Escalate', rejoinAt: null },
      ],
      showRoadNotTaken: false,
    }),
    emptySlide({ slideType: 'discussion', title: 'a1', pathOption: 0 }),
    emptySlide({ slideType: 'word-cloud', title: 'a2', prompt: 'One word', pathOption: 0 }),
    emptySlide({ slideType: 'discussion', title: 'b1', pathOption: 1 }),
    emptySlide({ slideType: 'discussion', title: 'Wrap-up' }),
  ];

  it('sends the decision with its options and each path slide with its option (main-line slides send none)', () => {
    const sent = toScenarioPayload({ ...publish, slides: branchingSlides() }).slides;
    expect(sent[1]).toEqual({
      title: 'The customer shouts',
      slideType: 'decision',
      order: 2,
      script: 'The call goes badly.',
      videoUrl: 'https://cdn.example.com/call.mp4',
      captionsUrl: 'https://cdn.example.com/call.vtt',
      options: [
        { label: 'Listen first', rejoinAt: 5 },
        { label: 'Escalate', rejoinAt: null },
      ],
      showRoadNotTaken: false,
    });
    expect(sent.map((slide) => slide.pathOption)).toEqual([undefined, undefined, 0, 0, 1, undefined]);
    expect(sent[0]).not.toHaveProperty('pathOption');
    // A decision without a video sends none, nor captions.
    const noVideo = branchingSlides();
    noVideo[1] = { ...noVideo[1]!, video: null };
    expect(toSlidesSent(noVideo)[1]).not.toHaveProperty('videoUrl');
    expect(toSlidesSent(noVideo)[1]).not.toHaveProperty('captionsUrl');
  });

  it('refuses a decision whose video is not uploaded yet, and uploads it with the others', async () => {
    const slides = branchingSlides();
    slides[1] = { ...slides[1]!, video: new File(['v'], 'call.mp4', { type: 'video/mp4' }) };
    expect(() => toScenarioPayload({ ...publish, slides })).toThrow('Upload the video');
    const uploaded = await uploadScenarioFiles(
      { ...publish, slides },
      async (file) => `https://cdn.example.com/up/${file.name}`,
    );
    expect(toScenarioPayload(uploaded).slides[1]).toMatchObject({
      videoUrl: 'https://cdn.example.com/up/call.mp4',
    });
  });

  it('reads back what it sent (options, road not taken, paths)', () => {
    const sent = toScenarioPayload({ ...publish, slides: branchingSlides() }, 'update').slides;
    // No poll here: every sent slide reads back as it went (main-line slides without pathOption, as the server
    // reads them; a decision's questions always empty).
    const read = sent.map((slide, index): SlideRead => ({
      ...(slide as SlideRead),
      id: 20 + index,
      ...(slide.slideType === 'decision' ? { questions: [] } : {}),
    }));
    const values = scenarioToFormValues({ id: 1, title: 'T', slides: read });
    expect(values.slides[1]).toMatchObject({
      slideType: 'decision',
      script: 'The call goes badly.',
      video: 'https://cdn.example.com/call.mp4',
      captions: 'https://cdn.example.com/call.vtt',
      options: [
        { label: 'Listen first', rejoinAt: 5 },
        { label: 'Escalate', rejoinAt: null },
      ],
      showRoadNotTaken: false,
      pathOption: null,
    });
    expect(values.slides.map((slide) => slide.pathOption)).toEqual([null, null, 0, 0, 1, null]);
    expect(toSlidesSent(values.slides)).toEqual(sent.map((slide, index) => ({ ...slide, id: 20 + index })));
  });
});
