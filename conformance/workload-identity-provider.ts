/**
 * Workload identity federation (SEP-1933, RFC 7523): a workload without a user trades a JWT its platform
 * issued for an access token, with the jwt-bearer grant. The SDK runs the flow through the provider's
 * `prepareTokenRequest` hook; this provider supplies the grant and nothing else (no registration, no redirect).
 */
import type { OAuthClientMetadata, OAuthClientProvider, StoredOAuthClientInformation, StoredOAuthTokens } from '@modelcontextprotocol/client';

const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

export class WorkloadIdentityProvider implements OAuthClientProvider {
  #tokens: StoredOAuthTokens | undefined;

  constructor(
    private readonly clientId: string,
    private readonly workloadJwt: string,
  ) {}

  get redirectUrl(): undefined {
    return undefined;
  }

  get clientMetadata(): OAuthClientMetadata {
    return { client_name: 'MCP Resource Kit conformance workload', redirect_uris: [], grant_types: [JWT_BEARER_GRANT], token_endpoint_auth_method: 'none' };
  }

  clientInformation(): StoredOAuthClientInformation {
    return { client_id: this.clientId };
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.#tokens;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.#tokens = tokens;
  }

  prepareTokenRequest(scope?: string): URLSearchParams {
    return new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion: this.workloadJwt, ...(scope !== undefined && { scope }) });
  }

  redirectToAuthorization(): never {
    throw new Error('A workload has no user to send to an authorization page; the jwt-bearer grant needs none.');
  }

  saveCodeVerifier(): void {}

  codeVerifier(): never {
    throw new Error('The jwt-bearer grant uses no PKCE code verifier.');
  }
}
