// The discussion activity's limits, without zod: '@readyteams/activities/discussion', which the phones and the server
// load (its schemas, schema.ts, load with every kind's from '@readyteams/activities/live').

/** Longest discussion post, in characters. */
export const LIVE_POST_MAX = 280;

/** Posts one participant may make to one question of a discussion slide. */
export const LIVE_POSTS_PER_QUESTION = 5;

/** Posts the phones get of a board (the most voted); hosts get every one. */
export const LIVE_BOARD_PHONE_MAX = 50;
