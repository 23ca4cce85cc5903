/** `npm start` / `npm run dev`: the API (and the built web app) on one port. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

/** The first start's generated passwords, in the data folder beside the banner that names it. */
const PASSWORDS_FILE = 'first-start-passwords.txt';

const config = loadConfig();
const { app, seedResult, close } = await buildApp({ config });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    // Whatever the database or a client does, the process is gone within SHUTDOWN_TIMEOUT_MS.
    setTimeout(() => {
      app.log.error(`still closing after ${config.timeouts.shutdownMs} ms: exiting now`);
      process.exit(1);
    }, config.timeouts.shutdownMs).unref();
    close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}

await app.listen({ port: config.port, host: config.host });

const lines = [`Ready Teams is running at ${config.publicUrl} (API reference: ${config.publicUrl}/docs)`];
if (seedResult?.seeded) {
  const accounts = [`Admin:     ${seedResult.adminEmail}  password: ${seedResult.adminPassword}`];
  if (seedResult.hostEmail)
    accounts.push(`Demo host: ${seedResult.hostEmail}  password: ${seedResult.hostPassword}`);
  // Also in a file only this account can read, for when the terminal has scrolled them away or was closed. A file
  // left by an earlier database is replaced, not rewritten: a new file gets the mode, an old one would keep its own.
  const file = join(config.dataDir, PASSWORDS_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  rmSync(file, { force: true });
  writeFileSync(file, `${accounts.join('\n')}\n`, { mode: 0o600, flag: 'wx' });
  lines.push('First start: the database has been created and seeded.');
  lines.push(...accounts.map((account) => `  ${account}`));
  lines.push('  These passwords are shown only this once. They are also in this file, readable by you only:');
  lines.push(`  ${file}`);
  lines.push('  Keep them somewhere safe, then delete the file.');
}
console.log(lines.join('\n'));
