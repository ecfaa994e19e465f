import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { identityFromClaims, type ResolvedProvider, type SocialIdentity } from './social';

/** What the callback must check, kept server-side with the state (never in the browser). */
export interface AuthorizationChecks {
  readonly codeVerifier: string;
  /** OpenID Connect only: the id_token must carry it. */
  readonly nonce: string | null;
}

const TIMEOUT_SECONDS = 10;

/**
 * One provider's client (openid-client): the authorization URL with PKCE
 * (S256), state and, for OpenID Connect, a nonce; the callback's code
 * exchanged with those checks; the identity read from the id_token and the
 * user-info endpoint (OpenID Connect) or from the user-info endpoint alone
 * (OAuth 2). Discovery runs on first use and again after a failure.
 */
export class SocialClient {
  private configuration: Promise<oidc.Configuration> | undefined;
  private keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  /** `authorizationParams`: more parameters of the authorization request (the local provider's prompt=login). */
  constructor(
    readonly provider: ResolvedProvider,
    private readonly authorizationParams: Readonly<Record<string, string>> = {},
  ) {}

  get isOpenIdConnect(): boolean {
    return 'issuer' in this.provider.endpoints;
  }

  /** A fresh PKCE verifier and, for OpenID Connect, a nonce: kept with the state until the callback. */
  newChecks(): AuthorizationChecks {
    return { codeVerifier: oidc.randomPKCECodeVerifier(), nonce: this.isOpenIdConnect ? oidc.randomNonce() : null };
  }

  async authorizationUrl(redirectUri: string, state: string, checks: AuthorizationChecks): Promise<URL> {
    const config = await this.config();
    const { codeVerifier, nonce } = checks;
    return oidc.buildAuthorizationUrl(config, {
      ...this.authorizationParams,
      redirect_uri: redirectUri,
      scope: this.provider.scope,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(nonce !== null ? { nonce } : {}),
    });
  }

  /** The callback URL as the browser followed it (code, state, iss or error): throws on any failed check. */
  async identity(callbackUrl: URL, expectedState: string, checks: AuthorizationChecks): Promise<SocialIdentity> {
    const config = await this.config();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState,
      ...(checks.nonce !== null ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
    });
    const endpoints = this.provider.endpoints;
    if ('issuer' in endpoints) {
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error(`${this.provider.key} sent no id_token`);
      const userinfo = config.serverMetadata().userinfo_endpoint ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub) : {};
      return identityFromClaims(this.provider, { ...userinfo, ...idClaims });
    }
    const response = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(endpoints.userinfoUrl), 'GET');
    if (!response.ok) throw new Error(`${this.provider.key} user-info answered ${response.status}`);
    return identityFromClaims(this.provider, (await response.json()) as Record<string, unknown>);
  }

  /**
   * A credential the provider gave the browser directly (one-tap): an
   * id_token signed with the provider's published keys, for this client,
   * from this issuer, issued within maxAgeSeconds (a stolen one is short-lived).
   */
  async identityFromIdToken(credential: string, maxAgeSeconds: number): Promise<SocialIdentity> {
    const meta = (await this.config()).serverMetadata();
    if (!meta.jwks_uri) throw new Error(`${this.provider.key} publishes no keys (jwks_uri)`);
    this.keys ??= createRemoteJWKSet(new URL(meta.jwks_uri), { timeoutDuration: TIMEOUT_SECONDS * 1000 });
    const { payload } = await jwtVerify(credential, this.keys, {
      issuer: meta.issuer,
      audience: this.provider.clientId,
      maxTokenAge: maxAgeSeconds,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    return identityFromClaims(this.provider, payload);
  }

  private config(): Promise<oidc.Configuration> {
    this.configuration ??= this.load();
    // A provider down at the first sign-in is tried again at the next one.
    this.configuration.catch(() => {
      this.configuration = undefined;
    });
    return this.configuration;
  }

  private async load(): Promise<oidc.Configuration> {
    const { endpoints, clientId, clientSecret } = this.provider;
    const auth = this.provider.tokenAuth === 'basic' ? oidc.ClientSecretBasic(clientSecret) : oidc.ClientSecretPost(clientSecret);
    const insecure = isLoopbackHttp('issuer' in endpoints ? endpoints.issuer : endpoints.tokenUrl);
    let config: oidc.Configuration;
    if ('issuer' in endpoints) {
      config = await oidc.discovery(new URL(endpoints.issuer), clientId, undefined, auth, {
        timeout: TIMEOUT_SECONDS,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
    } else {
      // A plain OAuth 2 provider has no issuer; its authorization server is named by its authorize endpoint's origin.
      const server: oidc.ServerMetadata = {
        issuer: new URL(endpoints.authorizeUrl).origin,
        authorization_endpoint: endpoints.authorizeUrl,
        token_endpoint: endpoints.tokenUrl,
      };
      config = new oidc.Configuration(server, clientId, undefined, auth);
      if (insecure) oidc.allowInsecureRequests(config);
    }
    config.timeout = TIMEOUT_SECONDS;
    return config;
  }
}

/** Plain HTTP only to this machine (the local provider, tests' providers on loopback); every real provider is HTTPS. */
function isLoopbackHttp(address: string): boolean {
  const url = new URL(address);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** A failure as the log tells it: a provider's own error code and description when it answered one (invalid_grant, access_denied). */
export function describeFailure(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError)
    return `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`;
  if (!(error instanceof Error)) return String(error);
  // A failed id_token check names its claim (nonce, aud, iss) down the cause chain; the message alone does not.
  let cause: unknown = error.cause;
  for (let depth = 0; depth < 3 && typeof cause === 'object' && cause !== null; depth++) {
    if ('claim' in cause) return `${error.message} (${String(cause.claim)})`;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return error.message;
}
