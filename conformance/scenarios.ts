/**
 * The conformance scenarios `npm run test:conformance` runs, and the failures it expects with their
 * reasons. The run fails when a scenario fails where this list does not say so, and also when an expected
 * failure passes, so that the list stays true.
 */

export type SpecVersion = '2026-07-28' | '2025-11-25';

export interface ExpectedFailure {
  /** Why it fails, and what would make it pass. */
  reason: string;
  /** The check ids that fail; absent when the scenario as a whole is expected to fail. */
  checks?: readonly string[];
}

export interface Scenario {
  role: 'server' | 'client';
  name: string;
  /** For client scenarios: the revision whose wire the harness speaks. */
  specVersion?: SpecVersion;
  expectedFailure?: ExpectedFailure;
}

const NO_PROMPTS: ExpectedFailure = {
  reason: 'the demo server has no prompts; prompts/list answers -32601, so its cache hints cannot be checked',
  checks: ['sep-2549-prompts-list-caching-hints'],
};

/** Server scenarios, against the demo server over HTTP. */
export const SERVER_SCENARIOS: readonly Scenario[] = [
  { role: 'server', name: 'server-initialize' },
  { role: 'server', name: 'server-stateless', expectedFailure: {
    reason:
      "the harness needs its diagnostic tools (test_missing_capability, test_streaming_elicitation, test_logging_tool), which the demo server does not list; and it mutates the tool list to see a list-changed notification (a SHOULD, reported as a warning), while the demo server's one tool (find-entry-point) never changes",
    checks: [
      'sep-2575-server-sends-tools-list-changed-on-subscription',
      'sep-2575-server-rejects-undeclared-capability',
      'sep-2575-missing-capability-http-400',
      'sep-2575-http-server-no-independent-requests-on-stream',
      'sep-2575-server-no-log-without-loglevel',
    ],
  } },
  { role: 'server', name: 'resources-list' },
  { role: 'server', name: 'resources-read-text' },
  { role: 'server', name: 'resources-read-binary' },
  { role: 'server', name: 'resources-templates-read' },
  { role: 'server', name: 'resources-subscribe' },
  { role: 'server', name: 'resources-unsubscribe' },
  { role: 'server', name: 'sep-2164-resource-not-found' },
  { role: 'server', name: 'caching', expectedFailure: NO_PROMPTS },
  { role: 'server', name: 'dns-rebinding-protection' },
  { role: 'server', name: 'ping' },
  { role: 'server', name: 'server-session-lifecycle' },
  { role: 'server', name: 'server-sse-multiple-streams' },
  { role: 'server', name: 'server-sse-polling', expectedFailure: {
    reason: 'recommendations only (warnings): the demo server keeps no event store (no resumability), so its 2025-11-25 SSE streams carry no priming event and no retry field',
    checks: ['server-sse-priming-event', 'server-sse-retry-field'],
  } },
];

/** Server scenarios left out, and why: they need the harness's own tools, prompts or logging, which the demo server does not have. */
export const SERVER_SCENARIOS_NOT_RUN: Readonly<Record<string, string>> = {
  'logging-set-level': 'the demo server has no logging capability',
  'completion-complete': "completes the harness's prompt test_prompt_with_arguments; the demo server completes resource templates only",
  'http-header-validation': 'discovers the Mcp-Name cases through tools/list',
  'http-custom-header-server-validation': 'tool x-mcp-header parameters',
  'tools-*, prompts-*, tasks-*, input-required-result-*, elicitation-*, json-schema-2020-12': 'tools, prompts and their input rounds',
  'sep-2640-skills-*': 'extension: skills',
};

const AUTH_BOTH_REVISIONS = [
  'auth/metadata-default',
  'auth/metadata-var1',
  'auth/metadata-var2',
  'auth/metadata-var3',
  'auth/basic-cimd',
  'auth/scope-from-www-authenticate',
  'auth/scope-from-scopes-supported',
  'auth/scope-omitted-when-undefined',
  'auth/scope-step-up',
  'auth/scope-retry-limit',
  'auth/token-endpoint-auth-basic',
  'auth/token-endpoint-auth-post',
  'auth/token-endpoint-auth-none',
  'auth/pre-registration',
];

const AUTH_2026_ONLY = [
  'auth/resource-mismatch',
  'auth/offline-access-scope',
  'auth/offline-access-not-supported',
  'auth/authorization-server-migration',
  'auth/iss-supported',
  'auth/iss-not-advertised',
  'auth/iss-supported-missing',
  'auth/iss-wrong-issuer',
  'auth/iss-unexpected',
  'auth/iss-normalized',
  'auth/metadata-issuer-mismatch',
];

/** Authorization extensions; the harness runs them at the revision it picks. */
const AUTH_EXTENSIONS = [
  'auth/client-credentials-basic',
  'auth/client-credentials-jwt',
  'auth/enterprise-managed-authorization',
  'auth/wif-jwt-bearer',
  'auth/dpop',
  'auth/dpop-nonce',
];

const EXPECTED_CLIENT_FAILURES: Readonly<Record<string, ExpectedFailure>> = {
  'auth/scope-step-up': {
    reason: 'the harness asks for a wider scope (403 insufficient_scope) on tools/call only, which a resource browser never sends, so no step-up happens',
  },
};

/**
 * Client scenarios left out, and why: they exercise tools, prompts, elicitation or schemas, which the kit
 * never uses, or a protocol revision the kit does not speak.
 */
export const CLIENT_SCENARIOS_NOT_RUN: Readonly<Record<string, string>> = {
  tools_call: 'calls a tool',
  'sse-retry': 'resumes the SSE stream of a tools/call; the kit calls no tools',
  'elicitation-sep1034-client-defaults': 'elicitation from a tool call',
  'sep-2322-client-request-state': 'input_required rounds of a tool call',
  'http-custom-headers': 'mirrors tool parameters into Mcp-Param-* headers',
  'http-invalid-tool-headers': 'tool x-mcp-header declarations',
  'json-schema-ref-no-deref': 'tool input schemas',
  'json-schema-2020-12-preservation': 'tool input schemas',
  'auth/2025-03-26-oauth-metadata-backcompat': 'revision 2025-03-26, which the kit does not speak',
  'auth/2025-03-26-oauth-endpoint-fallback': 'revision 2025-03-26, which the kit does not speak',
};

function client(name: string, specVersion?: SpecVersion): Scenario {
  const expectedFailure = EXPECTED_CLIENT_FAILURES[`${name}@${specVersion}`] ?? EXPECTED_CLIENT_FAILURES[name];
  return { role: 'client', name, ...(specVersion && { specVersion }), ...(expectedFailure && { expectedFailure }) };
}

/** Client scenarios about connecting, metadata, headers and authorization, run against the kit's client. */
export const CLIENT_SCENARIOS: readonly Scenario[] = [
  client('initialize', '2025-11-25'),
  client('request-metadata', '2026-07-28'),
  client('http-standard-headers', '2026-07-28'),
  ...AUTH_BOTH_REVISIONS.map((name) => client(name, '2025-11-25')),
  ...AUTH_BOTH_REVISIONS.map((name) => client(name, '2026-07-28')),
  ...AUTH_2026_ONLY.map((name) => client(name, '2026-07-28')),
  ...AUTH_EXTENSIONS.map((name) => client(name)),
];
