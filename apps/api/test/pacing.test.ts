// Facilitator pacing (issue 16): every slide may have a suggested time, authored with the scenario and sent with the
// live slide; the live state says when the current slide was shown and when the session's first slide was (its
// clock), so the host's phone paces against them and a poll counts down on the presenter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, scenarioBody, type TestServer } from './helpers.js';
import { emitAck, seedSession, templateSlides, until, liveTestApp } from './live/helpers.js';

describe('authoring a suggested time', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s?.close());

  const save = (slides: object[]) =>
    s.request({ method: 'POST', url: '/scenarios', as: 'operator', payload: scenarioBody(s.fx, { slides }) });

  it('is stored with any slide type and read back (none: null)', async () => {
    const [video, poll, discussion] = scenarioBody(s.fx).slides;
    const res = await save([
      { ...video!, suggestedSeconds: 90 },
      poll!,
      { ...discussion!, suggestedSeconds: 600 },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().slides.map((slide: { suggestedSeconds: unknown }) => slide.suggestedSeconds)).toEqual([
      90,
      null,
      600,
    ]);
  });

  it('is refused beyond 10 hours or below 0 with a clear message, storing nothing', async () => {
    const [video] = scenarioBody(s.fx).slides;
    for (const suggestedSeconds of [36_001, -1, 'soon']) {
      const res = await save([{ ...video!, suggestedSeconds }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['slides.0.suggestedSeconds']).toBe(
        'Suggested time must be between 0 and 600 minutes',
      );
    }
  });
});

describe('pacing in a live session', () => {
  const live = liveTestApp();

  it("sends each slide's suggested time and when the slide and the session started", async () => {
    const slides = [{ ...templateSlides[2]!, suggestedSeconds: 120 }, templateSlides[4]!];
    const { pin, hostKey } = await seedSession(live.database, { slides });
    const host = await live.host(pin, hostKey);
    expect(host.lastState()!.slides.map((slide) => slide.suggestedSeconds)).toEqual([120, null]);
    // The lobby: no slide shown yet, no session clock.
    expect(host.lastState()).toMatchObject({ slideStartedAt: null, startedAt: null });

    const before = Date.now();
    await emitAck(host.socket, 'goto', { slide: 0 });
    await until(() => host.lastState()?.currentSlide === 0);
    const first = host.lastState()!;
    expect(first.slideStartedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(first.slideStartedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(first.startedAt).toBe(first.slideStartedAt);

    await new Promise((resolve) => setTimeout(resolve, 50));
    await emitAck(host.socket, 'goto', { slide: 1 });
    await until(() => host.lastState()?.currentSlide === 1);
    const second = host.lastState()!;
    expect(second.slideStartedAt).toBeGreaterThan(first.slideStartedAt!);
    // The session clock keeps its start, back in the lobby too.
    expect(second.startedAt).toBe(first.startedAt);
    await emitAck(host.socket, 'goto', { slide: -1 });
    await until(() => host.lastState()?.currentSlide === -1);
    expect(host.lastState()).toMatchObject({ slideStartedAt: null, startedAt: first.startedAt });
  });
});
