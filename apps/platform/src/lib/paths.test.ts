import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('session host URLs', () => {
  it('use the page origin by default', async () => {
    vi.stubGlobal('location', { origin: 'https://app.readyteams.example' });
    const { sessionHost } = await import('./paths');
    expect(sessionHost.join('AB2C')).toBe('https://app.readyteams.example/join?pin=AB2C');
    expect(sessionHost.hostControls('AB2C', 'k+y/1')).toBe(
      'https://app.readyteams.example/host-controls/AB2C?key=k%2By%2F1',
    );
  });

  it('use VITE_SESSION_HOST_URL when it is set', async () => {
    vi.stubEnv('VITE_SESSION_HOST_URL', 'https://live.readyteams.example/');
    vi.stubGlobal('location', { origin: 'https://app.readyteams.example' });
    const { sessionHost } = await import('./paths');
    expect(sessionHost.join('WXYZ')).toBe('https://live.readyteams.example/join?pin=WXYZ');
    expect(sessionHost.presenter('WXYZ')).toBe('https://live.readyteams.example/session/WXYZ');
  });
});
