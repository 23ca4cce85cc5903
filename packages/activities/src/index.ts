// Every activity's (slide type's) rules at once; each also has a subpath of its own that loads only that one
// ('@readyteams/activities/decision'), which is how the editor and the server import them. The live channel's shapes
// of every kind are '@readyteams/activities/live' alone, so that what loads the rules loads no zod.
export * from './decision';
