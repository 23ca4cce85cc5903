// The one socket.io connection of a live view: keeps the newest state (by version), the host tally, the last burst of
// reactions and the connection status, and sends events with their acks. Shared by the presenter, host controls and
// participant page, so it imports nothing but socket.io-client, React and the page's Lingui instance (whose language
// the server's refusals are said in).
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { LiveRefusal } from '@readyteams/activities/live';
import type {
  ClientToServerEvents,
  LiveAnswerValue,
  LiveAuth,
  LiveBoard,
  LiveMyCommitment,
  LivePost,
  LiveQnaBoard,
  LiveQnaQuestion,
  LiveReactions,
  LiveState,
  LiveTally,
  ServerToClientEvents,
} from '@readyteams/api-client';
import { participant } from '@readyteams/ui/i18n';
import type { LiveConnection } from '@readyteams/ui/live-participant';
import { i18n } from '../lib/i18n';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the server acknowledges an event with. */
type AckOf<E extends keyof ClientToServerEvents> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

export interface UseLiveSession {
  connection: LiveConnection;
  refusal: LiveRefusal | null;
  state: LiveState | null;
  tally: LiveTally | null;
  /** Hosts: the phones' reactions that last arrived (each burst a new object; null before the first). */
  reactions: LiveReactions | null;
  /** Answers the server has stored for this participant, key `${slide}:${question}`. */
  answers: Record<string, LiveAnswerValue>;
  /** Participants: the current discussion slide's board as the phones see it (null until one arrives). */
  board: LiveBoard | null;
  /** Participants: their posts in the session, oldest first, as stored. */
  myPosts: LivePost[];
  /** Participants: the ids of the posts they upvoted. */
  myVotes: number[];
  /** Participants: their commitments (whether an address is kept for the reminder, never the address). */
  myCommitments: LiveMyCommitment[];
  /** Participants in team mode: their team (null: none yet), asked again whenever the host changed the teams. */
  myTeam: number | null;
  /** Participants: the audience Q&A's visible questions (null until they arrive). */
  questions: LiveQnaBoard | null;
  /** Participants: their Q&A questions, oldest first, as stored. */
  myQuestions: LiveQnaQuestion[];
  /** Participants: the ids of the Q&A questions they upvoted. */
  myQuestionVotes: number[];
  emit: <E extends keyof ClientToServerEvents>(
    event: E,
    payload: Parameters<ClientToServerEvents[E]>[0],
  ) => Promise<AckOf<E>>;
}

/** A newer state replaces an older one; a late older one only contributes the participant's answers. */
export function mergeState(current: LiveState | null, next: LiveState): LiveState {
  if (current && next.version < current.version) return current;
  return next;
}

export function useLiveSession(url: string, auth: LiveAuth | null): UseLiveSession {
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [refusal, setRefusal] = useState<LiveRefusal | null>(null);
  const [state, setState] = useState<LiveState | null>(null);
  const [tally, setTally] = useState<LiveTally | null>(null);
  const [reactions, setReactions] = useState<LiveReactions | null>(null);
  const [answers, setAnswers] = useState<Record<string, LiveAnswerValue>>({});
  const [board, setBoard] = useState<LiveBoard | null>(null);
  const [myPosts, setMyPosts] = useState<LivePost[]>([]);
  const [myVotes, setMyVotes] = useState<number[]>([]);
  const [myCommitments, setMyCommitments] = useState<LiveMyCommitment[]>([]);
  // The phone's team and the teams' revision it was told it at (on connect, or by `my-team` since).
  const [myTeam, setMyTeam] = useState<{ team: number | null; revision: number | null }>({
    team: null,
    revision: null,
  });
  const [questions, setQuestions] = useState<LiveQnaBoard | null>(null);
  const [myQuestions, setMyQuestions] = useState<LiveQnaQuestion[]>([]);
  const [myQuestionVotes, setMyQuestionVotes] = useState<number[]>([]);
  const socketRef = useRef<LiveSocket | null>(null);
  const authKey = auth ? JSON.stringify(auth) : '';

  useEffect(() => {
    if (!authKey) return;
    const socket: LiveSocket = io(url || undefined, {
      path: '/socket.io',
      // Read at every (re)connection: the server's refusals come in the language the page speaks then.
      auth: (send) => send({ ...(JSON.parse(authKey) as LiveAuth), locale: i18n.locale }),
      // WebSocket first (cheapest for the server with thousands of phones); networks that block it fall back
      // to long-polling. Reconnection retries forever with a short ceiling.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 3000,
    });
    socketRef.current = socket;
    setConnection('connecting');
    socket.on('connect', () => {
      setConnection('connected');
      setRefusal(null);
    });
    socket.on('disconnect', (reason) => {
      // The server closing the socket on purpose is not a network problem; socket.io will not retry it.
      if (reason === 'io server disconnect') socket.connect();
      setConnection('reconnecting');
    });
    socket.on('connect_error', (error) => {
      const data = (error as Error & { data?: LiveRefusal }).data;
      if (data && data.code >= 400 && data.code < 500) {
        setRefusal({ code: data.code, message: data.message });
        setConnection('refused');
        socket.disconnect();
      } else {
        setConnection((current) => (current === 'connecting' ? 'connecting' : 'reconnecting'));
      }
    });
    socket.on('state', (next) => {
      if (next.myAnswers) setAnswers(next.myAnswers);
      if (next.myPosts) setMyPosts(next.myPosts);
      if (next.myVotes) setMyVotes(next.myVotes);
      if (next.myCommitments) setMyCommitments(next.myCommitments);
      if (next.myTeam !== undefined) setMyTeam({ team: next.myTeam, revision: next.teams?.revision ?? null });
      if (next.myQuestions) setMyQuestions(next.myQuestions);
      if (next.myQuestionVotes) setMyQuestionVotes(next.myQuestionVotes);
      setState((current) => mergeState(current, next));
    });
    socket.on('tally', setTally);
    socket.on('board', setBoard);
    socket.on('questions', setQuestions);
    socket.on('reactions', setReactions);
    // The phone says its network is back: try at once rather than after the backoff's wait (up to 3 s), or after an
    // attempt made while the network dropped packets, which hangs until the Manager gives up on it (20 s).
    const online = () => {
      if (socket.active && !socket.connected) socket.disconnect().connect();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [url, authKey]);

  /** What a participant's stored answer, post, vote, commitment or question changes of what they see as theirs. */
  const remember = useCallback((event: keyof ClientToServerEvents, payload: unknown, result: unknown) => {
    if (event === 'answer') {
      const { slideIndex, questionIndex, value } = payload as Parameters<ClientToServerEvents['answer']>[0];
      setAnswers((current) => ({ ...current, [`${slideIndex}:${questionIndex}`]: value }));
    } else if (event === 'post') {
      const { post } = result as { post: LivePost };
      setMyPosts((current) => [...current.filter((mine) => mine.id !== post.id), post]);
    } else if (event === 'vote') {
      const { postId, up } = payload as Parameters<ClientToServerEvents['vote']>[0];
      setMyVotes((current) => [...current.filter((id) => id !== postId), ...(up ? [postId] : [])]);
    } else if (event === 'join-team') {
      const { team } = result as { team: number };
      setMyTeam((current) => ({ ...current, team }));
    } else if (event === 'ask') {
      const { question } = result as { question: LiveQnaQuestion };
      setMyQuestions((current) => [...current.filter((mine) => mine.id !== question.id), question]);
    } else if (event === 'question-vote') {
      const { questionId, up } = payload as Parameters<ClientToServerEvents['question-vote']>[0];
      setMyQuestionVotes((current) => [
        ...current.filter((id) => id !== questionId),
        ...(up ? [questionId] : []),
      ]);
    } else if (event === 'commit') {
      const { commitment } = result as { commitment: LiveMyCommitment };
      setMyCommitments((current) => [
        ...current.filter((mine) => mine.slideIndex !== commitment.slideIndex),
        commitment,
      ]);
    }
  }, []);

  const emit = useCallback(
    <E extends keyof ClientToServerEvents>(event: E, payload: Parameters<ClientToServerEvents[E]>[0]) =>
      new Promise<AckOf<E>>((resolve) => {
        const socket = socketRef.current;
        const done = (result: AckOf<keyof ClientToServerEvents>) => resolve(result as AckOf<E>);
        if (!socket)
          return done({ ok: false, message: participant.translator(i18n)('participant.reconnecting') });
        // Buffered while offline and sent on reconnect; the ack only comes once the server has stored it.
        (socket.emit as (event: string, payload: unknown, ack: typeof done) => void)(
          event,
          payload,
          (result) => {
            if (result.ok) remember(event, payload, result);
            done(result);
          },
        );
      }),
    [remember],
  );

  // The host changed the teams (their number, how they are dealt): a participant asks its team again.
  const revision = state?.teams?.revision ?? null;
  const participantAuth = auth?.role === 'participant';
  useEffect(() => {
    if (!participantAuth || revision === null || revision === myTeam.revision) return;
    let current = true;
    void emit('my-team', {}).then((ack) => {
      if (current && ack.ok) setMyTeam({ team: ack.team, revision });
    });
    return () => {
      current = false;
    };
  }, [participantAuth, revision, myTeam.revision, emit]);

  return {
    connection,
    refusal,
    state,
    tally,
    reactions,
    answers,
    board,
    myPosts,
    myVotes,
    myCommitments,
    myTeam: state?.teams ? myTeam.team : null,
    questions,
    myQuestions,
    myQuestionVotes,
    emit,
  };
}
