/** `npm start` / `npm run dev`: the API (and the built web app) on one port. */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

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
  lines.push('First start: the database has been created and seeded.');
  lines.push(`  Admin:     ${seedResult.adminEmail}  password: ${seedResult.adminPassword}`);
  if (seedResult.hostEmail)
    lines.push(`  Demo host: ${seedResult.hostEmail}  password: ${seedResult.hostPassword}`);
  lines.push('  These passwords are shown only once; keep them somewhere safe.');
}
console.log(lines.join('\n'));
