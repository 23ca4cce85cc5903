/**
 * Query parameters that are credentials: host keys, upload signatures, reset and access tokens, and the
 * authorization code and state a single sign-on provider sends back to /sso/callback.
 */
const SECRET_PARAMS =
  /^(key|signature|token|accesstoken|participanttoken|x-amz-signature|x-amz-credential|code|state)$/i;

/** The URL as logs may show it: every secret query value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}
