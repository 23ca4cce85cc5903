import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCutProxy, type CutProxy } from '../../../scripts/cut-proxy.mjs';
import {
  baseUrl,
  createHost,
  launchBrowser,
  newContext,
  PHONE,
  signInApi,
  startPracticeSession,
} from './support';

// A phone whose network drops for real (issue 34): a TCP proxy between its page and the server (scripts/cut-proxy.mjs)
// resets its socket and refuses every retry for 5 s, then lets them through again. Once the network is back, the
// phone is in its session again within 6 s: a bound for a busy machine; the figure itself (a median of 10 cuts) is
// bench/reconnect.mjs's.

let browser: Browser;
let proxy: CutProxy;
beforeAll(async () => {
  browser = await launchBrowser();
  proxy = await startCutProxy(baseUrl());
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

it('is back in its session within 6 s of its network returning', async () => {
  const host = await createHost('reconnect');
  const session = await startPracticeSession(await signInApi(host.email, host.password));
  try {
    const phone = await (await newContext(browser, { ...PHONE, baseURL: proxy.url })).newPage();
    await phone.goto(`/join?pin=${session.pin}`);
    await phone.getByRole('heading', { name: "You're in!" }).waitFor();
    const reconnecting = phone.getByText('Connection lost. Reconnecting…');

    await proxy.cut();
    await reconnecting.waitFor();
    await phone.waitForTimeout(5000);
    await proxy.restore();
    const restored = Date.now();
    await reconnecting.waitFor({ state: 'detached' });
    expect(Date.now() - restored).toBeLessThan(6000);
    await phone.getByRole('heading', { name: "You're in!" }).waitFor();
  } finally {
    await session.end();
  }
});
