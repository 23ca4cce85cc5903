// Hosts reach the presenter screen and host controls signed in (the access token cookie) or with the host key
// from the QR code; the PIN alone never opens them.
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { getAccessToken, type LiveAuth } from '@readyteams/api-client';

export function useHostAuth(view: 'presenter' | 'controls'): { pin: string; auth: LiveAuth | null } {
  const { pin: rawPin = '' } = useParams();
  const [search] = useSearchParams();
  const pin = rawPin.toUpperCase();
  const hostKey = search.get('key') ?? undefined;
  const auth = useMemo<LiveAuth | null>(() => {
    const accessToken = getAccessToken() ?? undefined;
    if (!hostKey && !accessToken) return null;
    return { role: 'host', pin, hostKey, accessToken, view };
  }, [pin, hostKey, view]);
  return { pin, auth };
}
