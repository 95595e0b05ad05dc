export { createDemoServer, type DemoServer, type DemoServerOptions } from './demo-server.js';
export { DEMO_TEMPLATES, DEMO_URIS, type DemoTemplate, type DemoUri } from './demo-uris.js';
