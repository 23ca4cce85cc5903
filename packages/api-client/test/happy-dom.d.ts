// happy-dom's control API on the test window (used to put the page on the test server's origin).
declare global {
  interface Window {
    happyDOM: { setURL(url: string): void };
  }
}

export {};
