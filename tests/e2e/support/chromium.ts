/**
 * Headless Chromium as the end-to-end tests and the Lighthouse bench start it. Without the background-networking
 * flags, Chromium keeps trying to reach Google's hosts, which a closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
