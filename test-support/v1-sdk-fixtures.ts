/** What the v1-SDK test server (`v1-sdk-server.ts`) serves, for the tests that check it. */
export const V1_SERVER_URIS = {
  readme: 'file:///notes/README.md',
  logo: 'file:///notes/logo.png',
  failing: 'file:///notes/broken.txt',
  topicTemplate: 'notes://topics/{topic}',
} as const;

export const V1_SERVER_README = '# Notes\n\nServed by the v1 SDK.\n';
