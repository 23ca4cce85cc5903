import { useCallback, useState } from 'react';
import { apiUrl } from '../lib/config';
import { useLiveSession } from './live-client';
import type { LiveAck } from '@readyteams/api-client';
import { HostControlsView } from '@readyteams/ui/live';
import { useHostAuth } from './use-host-auth';

/** /host-controls/:pin?key=... — the host's phone. */
export default function HostControlsRoute() {
  const { auth } = useHostAuth('controls');
  const live = useLiveSession(apiUrl, auth);
  const { emit } = live;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (command: Promise<LiveAck>) => {
    setBusy(true);
    const ack = await command;
    setBusy(false);
    setError(ack.ok ? null : ack.message);
    if (!ack.ok) throw new Error(ack.message);
  }, []);

  return (
    <HostControlsView
      state={live.state}
      tally={live.tally}
      connection={auth ? live.connection : 'refused'}
      // Without a host key or a sign-in, the view says the page may not control the session.
      refusal={auth ? live.refusal : null}
      busy={busy}
      error={error}
      onGoto={(slide) => void run(emit('goto', { slide })).catch(() => {})}
      onVideo={(action) => void run(emit('video', { action })).catch(() => {})}
      onHideWord={(slideIndex, word, hidden) =>
        void run(emit('hide-word', { slideIndex, word, hidden })).catch(() => {})
      }
      onModeratePost={(postId, action) => void run(emit('moderate-post', { postId, action })).catch(() => {})}
      onPosting={(slideIndex, open) => void run(emit('posting', { slideIndex, open })).catch(() => {})}
      onFeed={(slideIndex, feed) => void run(emit('feed', { slideIndex, feed })).catch(() => {})}
      onAllowReactions={(allowed) => void run(emit('allow-reactions', { allowed })).catch(() => {})}
      onRevealDecision={(slideIndex, revealed) =>
        void run(emit('reveal-decision', { slideIndex, revealed })).catch(() => {})
      }
      onDecide={(slideIndex, option) =>
        void run(emit('decide', option === undefined ? { slideIndex } : { slideIndex, option })).catch(
          () => {},
        )
      }
      onRoadNotTaken={(slideIndex) => void run(emit('road-not-taken', { slideIndex })).catch(() => {})}
      onKindEvent={(event, payload) => void run(emit(event, payload as never)).catch(() => {})}
      onTeamEvent={(event, payload) => void run(emit(event, payload as never)).catch(() => {})}
      onEnd={() => run(emit('end', {}))}
    />
  );
}
