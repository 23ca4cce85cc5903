// Every activity (slide type) at once; each also has a subpath of its own that loads only that one
// ('@readyteams/activities/decision'), which is how the editor and the server import them.
export * from './decision';
