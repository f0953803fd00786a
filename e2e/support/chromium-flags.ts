/** Flags for Debian's Chromium in this sandbox, shared by the e2e suite and the browser benchmarks. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
