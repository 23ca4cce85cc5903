/**
 * Makes the demo videos of the seeded scenarios, with their captions, into apps/platform/public/media/demo
 * (names from apps/api/src/seed/demo-videos.ts): a welcome video, and per scenario its case video (the case's
 * title and story, apps/api/src/seed/content.ts) and its best-practices video. Each is an original title card and
 * scenes in the category's colour, narrated by espeak-ng, with WebVTT captions of the narration timed to it.
 *
 *   npx tsx scripts/make-demo-videos.ts            # every video
 *   npx tsx scripts/make-demo-videos.ts welcome    # the files whose name contains 'welcome'
 *
 * Needs ffmpeg (libvpx-vp9, libopus, libass), espeak-ng and the Liberation fonts:
 *   apt-get install -y ffmpeg espeak-ng fonts-liberation
 * Output is the same on every run (bit-exact encoders, no metadata), so re-running changes no file in git.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, SCENARIOS } from '../apps/api/src/seed/content.js';
import { WELCOME_VIDEO_PATH, captionsPath, demoVideoPath } from '../apps/api/src/seed/demo-videos.js';
import { DEFAULT_WELCOME_SCRIPT } from '../apps/api/src/seed/template.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'apps', 'platform', 'public');
const WIDTH = 854;
const HEIGHT = 480;
const FPS = 12;
/** Quiet after each narrated line, in seconds. */
const PAUSE = 0.5;
/** Longest caption cue, in characters: longer lines are cut at a word into cues timed by their length. */
const CUE_MAX = 84;

interface Video {
  /** Public path, e.g. /media/demo/welcome.webm. */
  path: string;
  title: string;
  /** Small line at the top: the category, or the product. */
  label: string;
  color: string;
  /** Narrated after the title card. */
  narration: string;
}

function need(tool: string, args: string[]) {
  try {
    execFileSync(tool, args, { stdio: 'ignore' });
  } catch {
    console.error(`${tool} is missing. Install: apt-get install -y ffmpeg espeak-ng fonts-liberation`);
    process.exit(2);
  }
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?]["”']?)\s+(?=["“'A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const seconds = (file: string) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
      encoding: 'utf8',
    }).trim(),
  );

const vttTime = (t: number) => {
  const ms = Math.round(t * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};
const assTime = (t: number) => {
  const cs = Math.round(t * 100);
  return `${Math.floor(cs / 360_000)}:${String(Math.floor(cs / 6000) % 60).padStart(2, '0')}:${String(Math.floor(cs / 100) % 60).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
};
const assText = (text: string) => text.replace(/[{}\\]/g, '').replace(/\n/g, '\\N');

/** A line cut at words into pieces of at most CUE_MAX characters. */
function cuePieces(line: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && `${current} ${word}`.length > CUE_MAX) {
      pieces.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) pieces.push(current);
  return pieces;
}

function makeVideo(video: Video, work: string) {
  const lines = [video.title, ...sentences(video.narration)];
  // 1. Narration, a line at a time, so each caption starts when its line is spoken.
  const scenes = lines.map((line, i) => {
    const wav = join(work, `line-${i}.wav`);
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '160', '-w', wav, line]);
    return { line, wav, length: seconds(wav) + PAUSE };
  });
  let start = 0;
  const timed = scenes.map((scene) => {
    const at = start;
    start += scene.length;
    return { ...scene, start: at, end: start };
  });
  const total = start;

  // 2. Captions (WebVTT): each line, long ones cut into cues sharing its time by their length.
  const cues: string[] = [];
  for (const scene of timed) {
    const pieces = cuePieces(scene.line);
    const chars = pieces.reduce((sum, piece) => sum + piece.length, 0);
    let at = scene.start;
    for (const piece of pieces) {
      const until = at + ((scene.end - PAUSE - scene.start) * piece.length) / chars;
      cues.push(`${vttTime(at)} --> ${vttTime(until)}\n${piece}`);
      at = until;
    }
  }
  const vtt = `WEBVTT\n\n${cues.join('\n\n')}\n`;

  // 3. Picture: the title in large type on the colour, a label at the top, "Scene n of N" while the story is told,
  // a bar that fills as the video plays. The narration itself is in the captions, not on the picture.
  const ass = [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${WIDTH}`,
    `PlayResY: ${HEIGHT}`,
    'WrapStyle: 0',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, OutlineColour, BackColour, Bold, Alignment, MarginL, MarginR, MarginV, BorderStyle, Outline, Shadow',
    'Style: Title,Liberation Sans,52,&H00FFFFFF,&H00000000,&H00000000,-1,5,60,60,0,1,0,0',
    'Style: Label,Liberation Sans,22,&H33FFFFFF,&H00000000,&H00000000,-1,7,32,32,28,1,0,0',
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Text',
    `Dialogue: 0,${assTime(0)},${assTime(total)},Title,${assText(video.title)}`,
    `Dialogue: 0,${assTime(0)},${assTime(total)},Label,${assText(video.label)}`,
    ...timed
      .slice(1)
      .map(
        (scene, i) =>
          `Dialogue: 0,${assTime(scene.start)},${assTime(scene.end)},Label,{\\an9}${i + 1} of ${timed.length - 1}`,
      ),
    '',
  ].join('\n');
  const assFile = join(work, 'scenes.ass');
  writeFileSync(assFile, ass);

  const out = join(publicDir, video.path);
  mkdirSync(dirname(out), { recursive: true });
  const audioInputs = timed.flatMap((scene) => ['-i', scene.wav]);
  const audioFilter =
    timed.map((scene, i) => `[${i + 1}:a]apad=whole_dur=${scene.length.toFixed(3)}[a${i}]`).join(';') +
    `;${timed.map((_, i) => `[a${i}]`).join('')}concat=n=${timed.length}:v=0:a=1[a]`;
  const videoFilter =
    `[0:v]ass=${assFile}[titled];` +
    `color=c=white@0.85:s=${WIDTH}x6:r=${FPS}:d=${total.toFixed(3)}[bar];` +
    `[titled][bar]overlay=x='-w+w*t/${total.toFixed(3)}':y=H-h:format=auto[v]`;
  execFileSync(
    'nice',
    [
      '-n',
      '10',
      'ffmpeg',
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=${video.color}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${total.toFixed(3)}`,
      ...audioInputs,
      '-filter_complex',
      `${audioFilter};${videoFilter}`,
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-c:v',
      'libvpx-vp9',
      '-crf',
      '42',
      '-b:v',
      '0',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-g',
      String(FPS * 10),
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      '-ac',
      '1',
      '-ar',
      '48000',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-flags:a',
      '+bitexact',
      out,
    ],
    { stdio: 'inherit' },
  );
  writeFileSync(join(publicDir, captionsPath(video.path)), vtt);
  return { file: video.path, seconds: total, bytes: statSync(out).size };
}

const categoryColor = new Map(CATEGORIES.map((category) => [category.category, category.color]));
const videos: Video[] = [
  {
    path: WELCOME_VIDEO_PATH,
    title: 'Welcome',
    label: 'Ready Teams',
    color: '#2563eb',
    narration: DEFAULT_WELCOME_SCRIPT,
  },
  ...SCENARIOS.flatMap((scenario): Video[] => {
    const color = categoryColor.get(scenario.category) ?? '#2563eb';
    return [
      {
        path: demoVideoPath(scenario.title, 'scene'),
        title: scenario.content.videoTitle,
        label: scenario.category,
        color,
        narration: scenario.content.videoScript,
      },
      {
        path: demoVideoPath(scenario.title, 'best-practices'),
        title: 'Best practices',
        label: scenario.title,
        color,
        narration: scenario.content.bestPracticesScript,
      },
    ];
  }),
];

need('ffmpeg', ['-version']);
need('espeak-ng', ['--version']);
const only = process.argv[2];
const made = [];
for (const video of videos.filter((v) => !only || v.path.includes(only))) {
  const work = mkdtempSync(join(tmpdir(), 'demo-video-'));
  try {
    made.push(makeVideo(video, work));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const last = made[made.length - 1]!;
  console.log(`${last.file}  ${last.seconds.toFixed(1)} s  ${(last.bytes / 1024).toFixed(0)} KB`);
}
const totalBytes = made.reduce((sum, video) => sum + video.bytes, 0);
console.log(`${made.length} videos, ${(totalBytes / 1024 / 1024).toFixed(2)} MB`);
