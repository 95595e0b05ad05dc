/**
 * The client the conformance harness runs: `kit-client <server-url>`, with the scenario in
 * MCP_CONFORMANCE_SCENARIO and its credentials in MCP_CONFORMANCE_CONTEXT. It connects through the kit's
 * own `connectResourceClient` and does what a resource browser does: list resources and templates, read
 * the first resource. OAuth runs through the kit's `authProvider` option, the way a host signs in: with the
 * harness's headless provider for the authorization-code flow (a browser host would use the kit's
 * `createBrowserOAuthProvider`, which needs a window), and with the SDK's own providers (or
 * `WorkloadIdentityProvider`) for the grants of hosts without a user.
 */
import {
  auth,
  ClientCredentialsProvider,
  CrossAppAccessProvider,
  DpopSession,
  PrivateKeyJwtProvider,
  requestJwtAuthorizationGrant,
  type OAuthClientProvider,
} from '@modelcontextprotocol/client';
import { connectResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { HeadlessOAuthProvider } from './headless-oauth-provider.ts';
import { WorkloadIdentityProvider } from './workload-identity-provider.ts';

/** Authorization requests one connect may make in all, counted across its retries (the spec asks for a limit). */
const MAX_AUTHORIZATIONS = 3;

const serverUrl = process.argv.at(-1);
if (serverUrl === undefined || !/^https?:\/\//.test(serverUrl)) {
  process.stderr.write('Usage: kit-client <server-url> (the conformance harness appends it)\n');
  process.exit(2);
}
const scenario = process.env['MCP_CONFORMANCE_SCENARIO'] ?? '';
const context = JSON.parse(process.env['MCP_CONFORMANCE_CONTEXT'] ?? '{}') as {
  client_id?: string;
  client_secret?: string;
  private_key_pem?: string;
  signing_algorithm?: string;
  issuer?: string;
  idp_client_id?: string;
  idp_id_token?: string;
  idp_token_endpoint?: string;
  valid_jwt?: string;
};

// Credentials go only to the authorization server the host trusts, not to whichever one the MCP server names.
const expectedIssuer = context.issuer === undefined ? {} : { expectedIssuer: context.issuer };

/** A Node host without a user (an agent, a CI job) authorizes with its own credentials: the SDK's providers. */
function machineProviderFor(name: string): OAuthClientProvider | undefined {
  if (name === 'auth/client-credentials-basic') {
    return new ClientCredentialsProvider({ clientId: context.client_id ?? '', clientSecret: context.client_secret ?? '', ...expectedIssuer });
  }
  if (name === 'auth/client-credentials-jwt') {
    return new PrivateKeyJwtProvider({ clientId: context.client_id ?? '', privateKey: context.private_key_pem ?? '', algorithm: context.signing_algorithm ?? 'ES256', ...expectedIssuer });
  }
  if (name === 'auth/wif-jwt-bearer') return new WorkloadIdentityProvider(context.client_id ?? '', context.valid_jwt ?? '');
  if (name === 'auth/enterprise-managed-authorization') {
    return new CrossAppAccessProvider({
      clientId: context.client_id ?? '',
      clientSecret: context.client_secret ?? '',
      assertion: async (target) => {
        const grant = await requestJwtAuthorizationGrant({
          tokenEndpoint: context.idp_token_endpoint ?? '',
          audience: target.authorizationServerUrl,
          resource: target.resourceUrl,
          idToken: context.idp_id_token ?? '',
          clientId: context.idp_client_id ?? '',
          ...(target.scope !== undefined && { scope: target.scope }),
          fetchFn: target.fetchFn,
        });
        return grant.jwtAuthGrant;
      },
    });
  }
  return undefined;
}

async function providerFor(name: string): Promise<HeadlessOAuthProvider> {
  if (name === 'auth/pre-registration' && context.client_id !== undefined) {
    return new HeadlessOAuthProvider({ clientInformation: { client_id: context.client_id, ...(context.client_secret !== undefined && { client_secret: context.client_secret }) } });
  }
  if (name === 'auth/basic-cimd') return new HeadlessOAuthProvider({ clientMetadataUrl: 'https://conformance-test.local/client-metadata.json' });
  if (name.startsWith('auth/dpop')) return new HeadlessOAuthProvider({ dpop: await DpopSession.create() });
  return new HeadlessOAuthProvider();
}

/**
 * Connects, and whenever the connection stopped at an authorization redirect, redeems its code and connects
 * again. When the server refuses credentials that worked before, it may have moved to another authorization
 * server, which only fresh discovery finds: the SDK leaves forgetting its cached discovery to the host.
 */
async function connectAuthorized(provider: HeadlessOAuthProvider | OAuthClientProvider): Promise<ResourceClient> {
  let rediscovered = false;
  let authorizations = 0;
  for (;;) {
    const hadTokens = (await provider.tokens()) !== undefined;
    try {
      return await connectResourceClient({ url: serverUrl!, authProvider: provider });
    } catch (error) {
      const callback = provider instanceof HeadlessOAuthProvider ? provider.takeAuthorizationCallback() : undefined;
      if (callback === undefined) throw error;
      authorizations += 1;
      // A server that keeps asking (a scope it will never grant) gets no further authorization request.
      if (authorizations >= MAX_AUTHORIZATIONS) throw error;
      if (hadTokens && !rediscovered) {
        rediscovered = true;
        await provider.invalidateCredentials?.('discovery');
      } else {
        await auth(provider, { serverUrl: serverUrl!, authorizationCode: callback.code, iss: callback.iss });
      }
    }
  }
}

async function connect(): Promise<ResourceClient> {
  if (!scenario.startsWith('auth/')) return connectResourceClient({ url: serverUrl! });
  const provider = machineProviderFor(scenario) ?? (await providerFor(scenario));
  // A host connects again later (a reload, a reconnect) with the credentials it kept.
  const first = await connectAuthorized(provider);
  await first.close();
  return connectAuthorized(provider);
}

async function browse(client: ResourceClient): Promise<void> {
  if (client.capabilities.resources === undefined) return;
  const resources = await client.listResources();
  await client.listResourceTemplates();
  const first = resources.items[0];
  if (first !== undefined) await client.readResource(first.uri);
}

const client = await connect();
process.stdout.write(`connected: ${client.era} ${client.protocolVersion}\n`);
try {
  await browse(client);
} finally {
  await client.close();
}
