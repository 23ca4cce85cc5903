import type { I18n } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import type {
  LiveAck,
  KindEventName,
  LiveAnswerValue,
  LiveBoard,
  LiveCommitAck,
  LiveEventPayload,
  LiveMyCommitment,
  LivePost,
  LivePostFeed,
  LiveSlideOf,
  LiveState,
  LiveTally,
  LiveVideoAction,
  SlideRead,
  SlideReadOf,
  SlideType,
} from '@readyteams/activities/live';
import type { MessageIdOf, TranslateOf } from '../../../i18n/catalogue';
import type { live } from '../../../i18n/live';
import type { screens } from '../../../i18n/screens';

/**
 * How one slide type looks in the views, in one folder per type (video/, poll/, ...): its curriculum entry
 * (index.tsx), its presenter screen and host-controls panel (live.tsx) and its participant screen
 * (participant.tsx, apart so the participant page loads nothing else). Each is gathered by a registry that must
 * list every type. Adding a type: docs/adding-a-slide-type.md.
 */
/** A message of the host's screens (the live catalogue). */
export type LiveMessage = MessageIdOf<typeof live>;

/**
 * A type's name in its own catalogue (a bundled one, in its folder: `host.translator(i18n)('ranking.host.label')`),
 * said in the language of `i18n`, the screen's active Lingui instance.
 */
export type KindWords = (i18n: I18n) => string;

export interface SlideView<T extends SlideType = SlideType> {
  /** The type's name wherever it is shown: its message in the live catalogue, or in the type's own catalogue. */
  label: LiveMessage | KindWords;
  icon: LucideIcon;
  /**
   * Its answers score each participant, and the team standings count them (the knowledge check): a scenario with
   * such a slide starts in teams unless the host turns them off, so no one's score is shown alone.
   */
  scored?: boolean;
  /**
   * The line beside the slide's title in the preview's curriculum (a length, a count), in `t`'s language; `i18n`
   * (the same language) words it in the type's own catalogue.
   */
  meta(slide: SlideReadOf<T>, t: TranslateOf<typeof live>, i18n: I18n): string;
  /**
   * What the preview's curriculum shows of the slide when it is opened; `slides` is the whole list (a decision names
   * the slides its options lead to).
   */
  Body(props: { slide: SlideReadOf<T>; slides?: readonly SlideRead[] }): React.ReactNode;
}

/** What a live part of a slide of type T is given. */
export interface LiveSlideProps<T extends SlideType> {
  slide: LiveSlideOf<T>;
  state: LiveState;
  tally: LiveTally | null;
}

/** What the host's phone can ask of the session from a slide's panel. */
export interface HostCommands {
  onVideo: (action: LiveVideoAction) => void;
  /** Hide a word of a word cloud (its lower-cased key) from the presenter and the report, or show it again. */
  onHideWord: (slideIndex: number, word: string, hidden: boolean) => void;
  /**
   * Moderate a post of the current discussion slide's board: hide it, show it (a hidden one, one the profanity
   * filter held back, or approve a pending one), put it on the presenter screen (highlight) or take it off.
   */
  onModeratePost: (postId: number, action: 'hide' | 'show' | 'highlight' | 'unhighlight') => void;
  /** Let participants post to a discussion slide's board, or stop them. */
  onPosting: (slideIndex: number, open: boolean) => void;
  /** How a discussion slide's new posts reach the room: as they come, or once the host approved each. */
  onFeed: (slideIndex: number, feed: LivePostFeed) => void;
  /** Show a decision's live vote split on the presenter, or hide it again. */
  onRevealDecision: (slideIndex: number, revealed: boolean) => void;
  /**
   * Take a decision and go down the chosen option's path: without `option`, the room's choice (the majority; the
   * server refuses on a tie); with `option`, that one (recorded as an override when it is not the majority).
   */
  onDecide: (slideIndex: number, option?: number) => void;
  /** Show on the presenter what a decision's other options would have led to. */
  onRoadNotTaken: (slideIndex: number) => void;
  /**
   * Send one of a slide kind's own host events (its schema's, with their payload): a kind's panel asks the session
   * with it. Absent: the panel's commands are disabled.
   */
  onKindEvent?: <E extends KindEventName>(event: E, payload: LiveEventPayload<E>) => void;
}

/** A slide type on the host's screens (live.tsx). */
export interface LiveSlideView<T extends SlideType> {
  /** The slide on the presenter screen, full screen. */
  Presenter(props: LiveSlideProps<T>): React.ReactNode;
  /** The type's controls and figures on the host's phone, under the slide's title (nothing when it has none). */
  HostPanel?(props: LiveSlideProps<T> & HostCommands): React.ReactNode;
  /** The slide's name in the host's slide list when it is not the type's label (a closing poll). */
  label?(slide: LiveSlideOf<T>): LiveMessage | undefined;
}

/** A slide type on a participant's phone (participant.tsx). */
export interface ParticipantSlideView<T extends SlideType> {
  Screen(props: {
    slide: LiveSlideOf<T>;
    state: LiveState;
    answers: Record<string, LiveAnswerValue>;
    statuses: Record<string, SaveStatus>;
    onAnswer: (slideIndex: number, questionIndex: number, value: LiveAnswerValue) => void;
    /** The participant's posts and votes on discussion boards. */
    board: ParticipantBoard;
    /** The participant's commitments on commitment slides. */
    commitments: ParticipantCommitments;
  }): React.ReactNode;
  /**
   * What a screen reader announces when the slide comes up on the phone (and again when it changes, as results that
   * arrive): its kind and its title as the screen's heading shows it. In `t`'s language; `i18n` (the same language)
   * words it in the type's own catalogue.
   */
  announcement(slide: LiveSlideOf<T>, state: LiveState, t: TranslateOf<typeof screens>, i18n: I18n): string;
}

/** Where a participant's answer (or post) is on its way to the server. */
export type SaveStatus = { state: 'saving' } | { state: 'saved' } | { state: 'error'; message: string };

/** A participant's part in the boards of discussion slides. */
export interface ParticipantBoard {
  /** The current discussion slide's board as the phones see it (null until it arrives). */
  board: LiveBoard | null;
  /** This participant's posts in the session (any status), oldest first. */
  myPosts: LivePost[];
  /** Ids of the posts this participant upvoted. */
  myVotes: number[];
  /** Resolves with the server's ack once stored (or its refusal message). */
  onPost(slideIndex: number, questionIndex: number, text: string): Promise<LiveAck>;
  onVote(postId: number, up: boolean): Promise<LiveAck>;
}

/** A participant's part in the commitment slides. */
export interface ParticipantCommitments {
  /** This participant's commitments in the session. */
  mine: LiveMyCommitment[];
  /**
   * Commit to a commitment slide, with an address for the one reminder or none (null); committing again replaces
   * both. Resolves with the server's ack once stored (or its refusal message).
   */
  onCommit(slideIndex: number, text: string, email: string | null): Promise<LiveCommitAck>;
}
