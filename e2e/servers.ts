/** Ports the e2e web servers listen on (see playwright.config.ts). */
export const PLAYGROUND_PORT = 4173;
export const EVERYTHING_PORT = 4181;
export const EVERYTHING_URL = `http://127.0.0.1:${EVERYTHING_PORT}/mcp`;
