// The live module's operations routed as the API routes them (the contract's checks, x-access, errors), on a bare
// Fastify instance that has only the live module.
import type { FastifyInstance } from 'fastify';
import { registerOperations } from '../../src/app.js';
import type { Deps, Handlers } from '../../src/context.js';
import { loadContract } from '../../src/contract.js';
import type { VerifyAccessToken } from '../../src/live/access.js';

export async function registerLiveOperations(
  app: FastifyInstance,
  handlers: Handlers,
  verifyAccessToken: VerifyAccessToken,
) {
  // The live operations read only the signed-in user (and the upload limit is never reached).
  const deps = { verifyAccessToken, config: { uploadMaxBytes: 0 } } as unknown as Deps;
  await registerOperations(app, loadContract(), handlers, deps);
}
