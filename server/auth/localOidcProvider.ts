import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';
import { randomToken } from './crypto';

/** The scopes the site's client asks the local provider for; granted without a consent page (first-party). */
export const LOCAL_SCOPE = 'openid email profile';

export interface LocalOidcOptions {
  /** The issuer URL; its path is where the provider is mounted. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUris: readonly string[];
  /** Where the provider sends the browser to sign in (its interaction page), given the interaction's id. */
  readonly interactionUrl: (uid: string) => string;
  /** Trust X-Forwarded-* (behind a proxy the operator runs). */
  readonly trustProxy?: boolean;
}

/** Who typed what on the local provider's page: the name claim by subject (bounded; the subject carries the e-mail). */
export class LocalAccounts {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = 10_000) {}

  static subjectOf(email: string): string {
    return `local:${email}`;
  }

  remember(subject: string, name: string): void {
    this.names.delete(subject);
    this.names.set(subject, name);
    // The oldest entry goes first; a forgotten name only reads as empty on a later sign-in.
    if (this.names.size > this.max) this.names.delete(this.names.keys().next().value ?? '');
  }

  claimsOf(subject: string): { sub: string; email: string; email_verified: false; name: string } {
    // Anyone can type any address on the local page: it is never vouched for.
    return { sub: subject, email: subject.slice('local:'.length), email_verified: false, name: this.names.get(subject) ?? '' };
  }
}

/** The key the provider signs id_tokens with, made at start; its public half is published at the jwks endpoint. */
export interface LocalSigningKey {
  readonly privateKey: CryptoKey;
  readonly jwk: JWK;
}

const KEY_ID = 'local-1';

export async function newLocalSigningKey(): Promise<LocalSigningKey> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: KEY_ID } };
}

/** How long a one-tap credential lasts: the site takes it within minutes of the player's click. */
const ONE_TAP_TTL_SECONDS = 300;

/**
 * The id_token one-tap hands the page for a player this provider already
 * knows (its own session): the same claims and key as the code flow's
 * id_token, for one client, with the nonce the page started the prompt with.
 */
export async function signOneTapCredential(
  key: LocalSigningKey,
  claims: Record<string, unknown> & { sub: string },
  to: { issuer: string; clientId: string; nonce: string | null; nowSeconds: number },
): Promise<string> {
  return new SignJWT({ ...claims, ...(to.nonce ? { nonce: to.nonce } : {}) })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setIssuer(to.issuer)
    .setAudience(to.clientId)
    .setSubject(claims.sub)
    .setIssuedAt(to.nowSeconds)
    .setExpirationTime(to.nowSeconds + ONE_TAP_TTL_SECONDS)
    .sign(key.privateKey);
}

/**
 * The provider's sessions, interactions and codes in memory, on purpose (see
 * below): oidc-provider's own adapter, named as ours so it does not warn that
 * a quick-start default was left in.
 */
class LocalMemoryAdapter extends MemoryAdapter {}

/**
 * A real OpenID Connect provider (the oidc-provider package): discovery, the
 * authorization endpoint with PKCE required, id_tokens signed with a key made
 * at start, the token and user-info endpoints. Who signs in is decided by the
 * interaction page the caller serves (interactionUrl); an account is only a
 * subject made of the typed e-mail (LocalAccounts). Its state (sessions,
 * codes) lives in memory: a restart signs nobody out of the site, only
 * forgets sign-ins half way through.
 */
export async function createLocalOidcProvider(
  options: LocalOidcOptions,
  accounts: LocalAccounts,
  key?: LocalSigningKey,
): Promise<Provider> {
  const signingKey = (key ?? (await newLocalSigningKey())).jwk;
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [...options.redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    adapter: LocalMemoryAdapter,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomToken(32)] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Sign-in only: no logout page, no consent page; lifetimes short, as a sign-in takes minutes.
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    ttl: { Session: 3_600, Interaction: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => options.interactionUrl(interaction.uid) },
    // The site is this provider's only client, and first-party: what it asks for is granted without a consent page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return provider.Grant.find(existing);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(LOCAL_SCOPE);
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, subject) =>
      subject.startsWith('local:') ? { accountId: subject, claims: () => accounts.claimsOf(subject) } : undefined,
    renderError: (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Sign-in error: ${out.error}${out.error_description ? ` (${String(out.error_description)})` : ''}`;
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy ?? false;
  return provider;
}
