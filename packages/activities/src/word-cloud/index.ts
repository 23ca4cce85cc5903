// The word cloud activity's limits, without zod: '@readyteams/activities/word-cloud', which the phones and the server
// load (its schemas, schema.ts, load with every kind's from '@readyteams/activities/live').

/** Longest word cloud entry, in characters. */
export const LIVE_WORD_MAX = 25;
