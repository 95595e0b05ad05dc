export { createDemoServer, type DemoServer, type DemoServerOptions, type HostileDemoServer } from './demo-server.js';
export { DEMO_TEMPLATES, DEMO_URIS, type DemoTemplate, type DemoUri } from './demo-uris.js';
export { ENTRY_POINT_TOOL } from './entry-point-tool.js';
export type { FloodNotification, FloodReport, HostileControls } from './hostile/hostile-mode.js';
export type { HostileOptions, ListenStreamFault, NotificationFlood, ResolvedHostileOptions } from './hostile/hostile-options.js';
export { CANARY_GLOBAL, CANARY_SCRIPT, HOSTILE_COMPLETION_COUNT, HOSTILE_TEMPLATES, HOSTILE_URIS, type HostileUri } from './hostile/hostile-uris.js';
export { createDemoAuthorizationServer, DEMO_OAUTH_SCOPE, type DemoAuthorizationServer } from './oauth/demo-authorization-server.js';
export { protectWithOAuth, type FetchHandler } from './oauth/oauth-protected-handler.js';
