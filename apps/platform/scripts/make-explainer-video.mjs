// Renders the small explainer video shipped in public/media (no ffmpeg needed: Chromium records a canvas).
// Run: node scripts/make-explainer-video.mjs   (uses /usr/bin/chromium; nothing is downloaded)
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const ctx = canvas.getContext('2d');
  const scenes = [
    ['Ready teams win', 'Live scenario training for every team'],
    ['1. Start Session', 'Pick a scenario, get a 4-character code'],
    ['2. Teams Engage', 'Everyone joins anonymously from their phone'],
    ['3. Get Insights', 'Live results and a report after every session'],
  ];
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 150_000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const started = performance.now();
  const sceneMs = 2000;
  await new Promise((resolve) => {
    const draw = () => {
      const elapsed = performance.now() - started;
      const index = Math.floor(elapsed / sceneMs);
      if (index >= scenes.length) return resolve();
      const progress = (elapsed % sceneMs) / sceneMs;
      const gradient = ctx.createLinearGradient(0, 0, 640, 360);
      gradient.addColorStop(0, '#3d3fc7');
      gradient.addColorStop(1, '#1e1b4b');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 640, 360);
      ctx.globalAlpha = Math.min(1, progress * 4);
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 40px sans-serif';
      ctx.fillText(scenes[index][0], 48, 170);
      ctx.font = '22px sans-serif';
      ctx.fillText(scenes[index][1], 48, 215);
      ctx.globalAlpha = 1;
      ctx.fillStyle = 'rgba(255,255,255,0.3)';
      ctx.fillRect(48, 300, 544 * ((index + progress) / scenes.length), 6);
      requestAnimationFrame(draw);
    };
    draw();
  });
  recorder.stop();
  await done;
  const blob = new Blob(chunks, { type: 'video/webm' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
});
await browser.close();
await writeFile(new URL('../public/media/explainer.webm', import.meta.url), Buffer.from(base64, 'base64'));
console.log('wrote public/media/explainer.webm');
