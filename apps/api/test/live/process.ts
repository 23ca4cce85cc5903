// Starts test/live/server.ts as a child process and waits until it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

export async function startLiveProcess(env: {
  PORT: number;
  LIVE_SCHEMA: string;
  REDIS_URL?: string;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: {
      ...process.env,
      PORT: String(env.PORT),
      LIVE_SCHEMA: env.LIVE_SCHEMA,
      REDIS_URL: env.REDIS_URL ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`live server did not start:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`live server exited with ${code}:\n${output}`));
    });
  });
  return child;
}

export function stopProcess(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
