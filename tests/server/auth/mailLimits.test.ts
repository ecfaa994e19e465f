import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_PATHS, authErrorBodySchema, verificationSentAnswerSchema } from '../../../src/protocol/schemas/auth';
import { DEMO_USERS } from '../../../server/auth';
import { DEFAULT_LIMITS } from '../../../server/auth/context';
import { SCRYPT_KDF, type PasswordKdf } from '../../../server/auth/crypto';
import { authServerForFile, Browser, enc, interleavingDb, type Reply } from './helpers';

/**
 * Nobody can flood a mailbox through the site: mails anyone can aim at an
 * address are limited per recipient and per client address, with a typed 429
 * where the caller asked about their own account and a silent drop where a
 * different answer would tell that the address has an account.
 */
/** Registrations here are about mail, not hashing: new passwords skip scrypt (the demo players' stored hashes still use it). */
const quickKdf: PasswordKdf = {
  hash: async (password) => `scrypt$quick$${password}`,
  verify: async (password, stored) =>
    stored.startsWith('scrypt$quick$') ? stored === `scrypt$quick$${password}` : SCRYPT_KDF.verify(password, stored),
};
const server = authServerForFile({ wrapDb: interleavingDb, passwords: quickKdf });
const [demo, , banned] = DEMO_USERS;
const PER_RECIPIENT = DEFAULT_LIMITS.mailsPerRecipientPerWindow;
const PER_IP = DEFAULT_LIMITS.mailsPerIpPerWindow;

const browser = (ip?: string) => new Browser(server.url, ip);
const fullReg = (b: Browser, email: string) => b.post(AUTH_PATHS.register, { type: 'full_reg', email, uPassword: enc('a-password-1') });

async function mailsTo(to: string, subject: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM outbox WHERE lower(to_address) = lower($1) AND subject = $2',
    [to, subject],
  );
  return row?.n ?? 0;
}

beforeEach(() => {
  // Each test in its own mail window.
  server.clock.advance(DEFAULT_LIMITS.mailWindowMs);
});

describe('mail limits', () => {
  it('40 parallel registrations with a taken address from one client address: 20 answered, the owner gets 3 notices', async () => {
    const b = browser();
    const replies = await Promise.all(Array.from({ length: 40 }, () => fullReg(b, demo.email)));
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 429);
    expect([ok.length, refused.length]).toEqual([PER_IP, 40 - PER_IP]);
    expect(authErrorBodySchema.parse(refused[0]?.body).error.code).toBe('rate_limited');
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(demo.email, 'You already have an account')).toBe(PER_RECIPIENT);
  });

  it('from many client addresses the owner still gets 3 notices, and every answer is the one of a new address', async () => {
    const fresh = await fullReg(browser(), 'someone.new@example.com');
    const replies: Reply[] = await Promise.all(Array.from({ length: 20 }, () => fullReg(browser(), banned.email)));
    for (const reply of replies) {
      expect(reply.status).toBe(fresh.status);
      expect(reply.text).toBe(fresh.text);
    }
    expect(await mailsTo(banned.email, 'You already have an account')).toBe(PER_RECIPIENT);
  });

  it("fast_reg's account details go to one address 3 times an hour; past that they are only in the answer", async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        browser().post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 2, bonus: 0, email: 'victim@example.com' }),
      ),
    );
    expect(replies.every((r) => r.status === 200 && typeof r.body.password === 'string')).toBe(true);
    expect(replies.filter((r) => r.body.sent_to === 'victim@example.com')).toHaveLength(PER_RECIPIENT);
    expect(await mailsTo('victim@example.com', 'Your account details')).toBe(PER_RECIPIENT);
  });

  it('accountverify/send: 3 links an hour, then 429 with Retry-After until the window moves on', async () => {
    const me = browser();
    expect((await me.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password), save: false })).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 10 }, () => me.post(AUTH_PATHS.verifyEmailSend, { lng: 'en' })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(PER_RECIPIENT);
    const refused = replies.find((r) => r.status === 429);
    expect(authErrorBodySchema.parse(refused?.body).error.code).toBe('rate_limited');
    const wait = Number(refused?.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(DEFAULT_LIMITS.mailWindowMs / 1000);
    expect(await mailsTo(demo.email, 'Confirm your e-mail address')).toBe(PER_RECIPIENT);

    server.clock.advance(wait * 1000);
    // Signed in anew: the wait is longer than a session may stay idle.
    await me.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password), save: false });
    const again = await me.post(AUTH_PATHS.verifyEmailSend, { lng: 'en' });
    expect(verificationSentAnswerSchema.parse(again.body).status).toBe('sent');
  });
});
