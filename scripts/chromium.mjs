// The Chromium every test and bench drives (Debian's `chromium`, or CHROMIUM_PATH) and the flags it needs in a
// container without a sandbox, a GPU or the network. Its one home: the e2e, the Storybook projects, the static
// Storybook test, the consumer test and the page bench import it.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
