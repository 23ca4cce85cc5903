import { afterEach, expect } from 'vitest';
import { cspViolations } from './support';

// Every page of every e2e test runs under the server's Content-Security-Policy: a violation any of them reports fails
// the test it happened in. Joined into one string so a failure prints the whole report.
afterEach(() => {
  expect(cspViolations.splice(0).join('\n'), 'CSP violations').toBe('');
});
