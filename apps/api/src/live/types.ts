// The live channel's typed events live in the api-client package, shared by the server and the clients.
export * from '@readyteams/api-client/live-events';
