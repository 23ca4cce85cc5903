// The decision activity (branching scenarios): '@readyteams/activities/decision'.
export * from './branching';
