// The commitment activity's limits, without zod: '@readyteams/activities/commitment', which the phones and the server
// load (its schemas, schema.ts, load with every kind's from '@readyteams/activities/live'). Its reminder's address
// follows the one rule of every e-mail field ('@readyteams/activities/email').

/** Longest commitment, in characters (trimmed). */
export const COMMITMENT_MAX = 200;
