// The joined participant's page: the live channel (socket.io, a chunk of its own that the page preloads, so the code
// form never waits for it), the answers, posts and commitments sent and acknowledged, the pulse signals and the
// reactions.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LiveAnswerValue, LiveAuth, LivePulseKind, LiveReaction } from '@readyteams/api-client';
import {
  answerKey,
  Joining,
  ParticipantPage,
  ParticipantShell,
  StageTheme,
  type JoinError,
  type ParticipantBoard,
  type ParticipantCommitments,
  type ParticipantTeam,
  type ParticipantQna,
  type PulseStatus,
  type ReactionStatus,
  type SaveStatus,
} from '@readyteams/ui/live-participant';
import { apiUrl } from '../../lib/config';
import { useLiveSession } from '../live-client';

export default function LiveParticipant({
  pin,
  token,
  onRefused,
}: {
  pin: string;
  token: string;
  onRefused: (error: JoinError) => void;
}) {
  const auth = useMemo<LiveAuth>(() => ({ role: 'participant', pin, participantToken: token }), [pin, token]);
  const live = useLiveSession(apiUrl, auth);
  const [pending, setPending] = useState<Record<string, LiveAnswerValue>>({});
  const [statuses, setStatuses] = useState<Record<string, SaveStatus>>({});
  const [pulseStatus, setPulseStatus] = useState<PulseStatus | null>(null);
  const [reactionStatus, setReactionStatus] = useState<ReactionStatus | null>(null);
  // Taps follow each other faster than their acks: the phone says what became of the last one.
  const lastReaction = useRef(0);
  const { emit } = live;

  useEffect(() => {
    if (live.connection === 'refused')
      onRefused(
        live.refusal?.message
          ? { kind: 'refused', message: live.refusal.message }
          : { kind: 'not-found', pin },
      );
  }, [live.connection, live.refusal, onRefused, pin]);

  const answer = useCallback(
    async (slideIndex: number, questionIndex: number, value: LiveAnswerValue) => {
      const key = answerKey(slideIndex, questionIndex);
      setPending((current) => ({ ...current, [key]: value }));
      setStatuses((current) => ({ ...current, [key]: { state: 'saving' } }));
      const ack = await emit('answer', { slideIndex, questionIndex, value });
      setPending(({ [key]: _done, ...rest }) => rest);
      setStatuses((current) => ({
        ...current,
        [key]: ack.ok ? { state: 'saved' } : { state: 'error', message: ack.message },
      }));
    },
    [emit],
  );

  const pulse = useCallback(
    async (kind: LivePulseKind) => {
      setPulseStatus({ kind, state: 'saving' });
      const ack = await emit('pulse', { kind });
      setPulseStatus(ack.ok ? { kind, state: 'saved' } : { kind, state: 'error', message: ack.message });
    },
    [emit],
  );

  const react = useCallback(
    async (reaction: LiveReaction) => {
      const tap = ++lastReaction.current;
      setReactionStatus({ reaction, state: 'saving' });
      const ack = await emit('react', { reaction });
      if (tap !== lastReaction.current) return;
      setReactionStatus(
        ack.ok ? { reaction, state: 'saved' } : { reaction, state: 'error', message: ack.message },
      );
    },
    [emit],
  );

  const [teamStatus, setTeamStatus] = useState<SaveStatus | null>(null);
  const team = useMemo<ParticipantTeam>(
    () => ({
      myTeam: live.myTeam,
      status: teamStatus,
      onJoin: (index) => {
        setTeamStatus({ state: 'saving' });
        void emit('join-team', { team: index }).then((ack) =>
          setTeamStatus(ack.ok ? { state: 'saved' } : { state: 'error', message: ack.message }),
        );
      },
    }),
    [live.myTeam, teamStatus, emit],
  );

  const answers = useMemo(() => ({ ...live.answers, ...pending }), [live.answers, pending]);
  const board = useMemo<ParticipantBoard>(
    () => ({
      board: live.board,
      myPosts: live.myPosts,
      myVotes: live.myVotes,
      onPost: (slideIndex, questionIndex, text) => emit('post', { slideIndex, questionIndex, text }),
      onVote: (postId, up) => emit('vote', { postId, up }),
    }),
    [live.board, live.myPosts, live.myVotes, emit],
  );
  const commitments = useMemo<ParticipantCommitments>(
    () => ({
      mine: live.myCommitments,
      onCommit: (slideIndex, text, email) => emit('commit', { slideIndex, text, email }),
    }),
    [live.myCommitments, emit],
  );

  const qna = useMemo<ParticipantQna>(
    () => ({
      list: live.questions,
      myQuestions: live.myQuestions,
      myQuestionVotes: live.myQuestionVotes,
      onAsk: (text) => emit('ask', { text }),
      onVote: (questionId, up) => emit('question-vote', { questionId, up }),
    }),
    [live.questions, live.myQuestions, live.myQuestionVotes, emit],
  );

  if (live.state) {
    return (
      // The host's company's branding (logo, colours, stage), when it set any.
      <StageTheme branding={live.state.branding} screen="phone">
        <ParticipantPage
          pin={pin}
          connection={live.connection}
          state={live.state}
          answers={answers}
          statuses={statuses}
          onAnswer={(s, q, v) => void answer(s, q, v)}
          board={board}
          commitments={commitments}
          pulseStatus={pulseStatus}
          onPulse={(kind) => void pulse(kind)}
          reactionStatus={reactionStatus}
          onReact={(reaction) => void react(reaction)}
          team={team}
          qna={qna}
        />
      </StageTheme>
    );
  }
  return (
    <ParticipantShell pin={pin} connection={live.connection}>
      <Joining pin={pin} />
    </ParticipantShell>
  );
}
