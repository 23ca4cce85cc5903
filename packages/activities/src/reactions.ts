// The room's reactions (issue 34): the emoji a phone sends to the presenter at any time of a session, which float
// briefly on the stage and are never stored. '@readyteams/activities/reactions', without zod: the phones, the
// presenter and the server load the list from here (live.ts makes it the `react` event's schema).

/** The reactions a phone may send, in the order the phones show them. */
export const LIVE_REACTIONS = ['thumbs-up', 'heart', 'laugh', 'wow', 'clap'] as const;
export type LiveReaction = (typeof LIVE_REACTIONS)[number];

/** How each reaction is drawn (an emoji: the same in every language; each screen words its name). */
export const REACTION_EMOJI: Record<LiveReaction, string> = {
  'thumbs-up': '\u{1F44D}',
  heart: '\u{2764}\u{FE0F}',
  laugh: '\u{1F602}',
  wow: '\u{1F62E}',
  clap: '\u{1F44F}',
};
