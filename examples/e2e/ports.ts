/** Ports of the example host apps in the examples' Playwright run (see playwright.examples.config.ts). */
export const VITE_EXAMPLE_PORT = 4191;
export const NEXT_EXAMPLE_PORT = 4192;
