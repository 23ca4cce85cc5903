// The decision activity (branching scenarios): '@readyteams/activities/decision'. Its live shapes (schema.ts) load
// with every kind's, from '@readyteams/activities/live'.
export * from './branching';
