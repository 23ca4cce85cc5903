// What the seed tests share: the seeded demo read back through the API as the demo host, the read form's slide
// shape, and the shipped-video check.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { captionsPath } from '../src/seed/demo-videos.js';
import { HOST_EMAIL } from '../src/seed/index.js';
import { createTestServer, signIn, type TestServer } from './helpers.js';

export type Question = {
  question: string;
  type: string | null;
  layoutType: string | null;
  answers: { options: { option: string; answer: string }[] } | null;
};
export type Slide = {
  slideType: string;
  title: string;
  type: string | null;
  videoUrl: string | null;
  captionsUrl: string | null;
  script: string | null;
  pollTitle: string | null;
  questions: (string | Question)[];
  prompt: string | null;
  entryLimit: number | null;
  revealMode: string | null;
  revealThreshold: number | null;
  showAnswerCount: boolean | null;
  suggestedSeconds: number | null;
  pathOption?: number;
  options?: { label: string; rejoinAt: number | null }[];
  showRoadNotTaken?: boolean;
  /** A kind's own fields (its read form's), which each kind's own test reads. */
  [field: string]: unknown;
};
export type Scenario = { id: number; title: string; category: { category: string }; slides: Slide[] };

const publicDir = join(import.meta.dirname, '..', '..', 'platform', 'public');

/** A video the seed points at: shipped in the repository, with its captions beside it. */
export function expectShipped(slide: Slide, path: string) {
  expect(new URL(slide.videoUrl!).pathname).toBe(path);
  expect(new URL(slide.captionsUrl!).pathname).toBe(captionsPath(path));
  expect(existsSync(join(publicDir, path)), path).toBe(true);
  expect(existsSync(join(publicDir, captionsPath(path))), captionsPath(path)).toBe(true);
}

/** A server seeded with the demo content (per file), and calls as its demo host. */
export function seededDemo() {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await createTestServer({ demo: true, fixtures: false });
    token = await signIn(s, HOST_EMAIL, s.seedResult!.hostPassword!);
  });
  afterAll(() => s?.close());
  async function call<T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<T> {
    const res = await s.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as T;
  }
  return { call, get: <T>(url: string) => call<T>('GET', url), server: () => s };
}
