import { useCallback, useEffect } from 'react';
import { apiUrl } from '../lib/config';
import { sessionHost } from '../lib/paths';
import { useLiveSession } from './live-client';
import { PresenterView, StageTheme } from '@readyteams/ui/live';
import { useHostAuth } from './use-host-auth';

/** /session/:pin — the presenter screen. Arrow keys move between slides too. */
export default function PresenterRoute() {
  const { pin, auth } = useHostAuth('presenter');
  const live = useLiveSession(apiUrl, auth);
  const { emit, state } = live;
  const goto = useCallback((slide: number) => void emit('goto', { slide }), [emit]);

  useEffect(() => {
    if (!state || state.ended) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight' && state.currentSlide < state.slideCount - 1)
        goto(state.currentSlide + 1);
      if (event.key === 'ArrowLeft' && state.currentSlide > -1) goto(state.currentSlide - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state, goto]);

  return (
    // The host's company's branding (logo, colours, stage), when it set any.
    <StageTheme branding={live.state?.branding} screen="presenter">
      <PresenterView
        state={live.state}
        tally={live.tally}
        reactions={live.reactions}
        connection={auth ? live.connection : 'refused'}
        // Without a way to sign in here, the view says to sign in as the session host.
        refusal={auth ? live.refusal : null}
        joinUrl={sessionHost.join(pin)}
        onGoto={goto}
      />
    </StageTheme>
  );
}
