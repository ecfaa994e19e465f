import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, OPERATOR_CONSOLE_PATH } from '../../../src/protocol/constants/wallet';
import { WALLET_PATHS, withdrawalsAnswerSchema } from '../../../src/protocol/schemas/wallet';
import { startServer } from '../../../server/app';
import { createWalletService } from '../../../server/wallet';
import { CONSOLE_ACTIONS } from '../../../server/wallet/operatorPages';
import { expectLedgerBalanced, tempDir } from '../helpers';
import { balanceOf, newPlayer, type Player } from '../bets/harness';
import { ADMIN_TOKEN, newKey, walletHarnessForFile, withdraw } from './harness';

const h = walletHarnessForFile();

interface Page {
  readonly status: number;
  readonly location: string | null;
  readonly cookie: string | null;
  readonly csp: string | null;
  readonly text: string;
}

/** The console as a browser without script uses it: form posts, no redirects followed, the cookie sent back by hand. */
async function browse(path: string, options: { form?: Record<string, string>; cookie?: string } = {}): Promise<Page> {
  const res = await fetch(new URL(path, h.url), {
    method: options.form ? 'POST' : 'GET',
    headers: {
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.form ? new URLSearchParams(options.form).toString() : undefined,
    redirect: 'manual',
  });
  return {
    status: res.status,
    location: res.headers.get('location'),
    cookie: res.headers.get('set-cookie'),
    csp: res.headers.get('content-security-policy'),
    text: await res.text(),
  };
}

async function signIn(): Promise<string> {
  const page = await browse(CONSOLE_ACTIONS.signIn, { form: { token: ADMIN_TOKEN } });
  expect(page.status).toBe(303);
  return (page.cookie ?? '').split(';')[0] ?? '';
}

async function statusOf(player: Player, id: number): Promise<string | undefined> {
  const list = withdrawalsAnswerSchema.parse((await player.get(WALLET_PATHS.withdrawals)).body);
  return list.items.find((w) => w.id === id)?.status;
}

describe('the operator console', () => {
  it('asks for the operator token, refuses a wrong one, and keeps a strict, script-free session', async () => {
    const first = await browse(OPERATOR_CONSOLE_PATH);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Operator token (ADMIN_TOKEN)');
    expect(first.csp).toContain("default-src 'none'");
    expect(first.csp).not.toContain('script-src');

    const wrong = await browse(CONSOLE_ACTIONS.signIn, { form: { token: 'guess' } });
    expect(wrong.status).toBe(401);
    expect(wrong.cookie).toBeNull();
    expect(wrong.text).toContain('That is not the operator token.');

    const right = await browse(CONSOLE_ACTIONS.signIn, { form: { token: ADMIN_TOKEN } });
    expect(right.location).toBe(OPERATOR_CONSOLE_PATH);
    expect(right.cookie).toMatch(/HttpOnly/);
    expect(right.cookie).toMatch(/SameSite=Strict/);
    expect(right.cookie).toContain(`Path=${OPERATOR_CONSOLE_PATH}`);
    expect(right.cookie).not.toContain(ADMIN_TOKEN);

    const out = await browse(CONSOLE_ACTIONS.signOut, { form: {}, cookie: (right.cookie ?? '').split(';')[0] });
    expect(out.cookie).toMatch(/Max-Age=0/);
  });

  it('lists a held withdrawal; approving it there decides it as the endpoint does', async () => {
    const cookie = await signIn();
    const player = await newPlayer(h, 300_000);
    const asked = await withdraw(player, player.accountId, 150_000);
    expect(asked.error).toBeUndefined();
    const id = asked.answer?.withdrawal.id as number;

    const listed = await browse(OPERATOR_CONSOLE_PATH, { cookie });
    expect(listed.text).toContain(`data-withdrawal="${id}"`);
    expect(listed.text).toContain(`Approve #${id}`);

    const approved = await browse(CONSOLE_ACTIONS.approve, { form: { withdrawalId: String(id) }, cookie });
    expect(approved.status).toBe(303);
    expect(approved.location).toBe(`${OPERATOR_CONSOLE_PATH}?done=approved&id=${id}`);
    expect(await statusOf(player, id)).toBe('approved');
    const after = await browse(approved.location ?? '', { cookie });
    expect(after.text).toContain(`Withdrawal #${id} approved`);
    expect(after.text).not.toContain(`data-withdrawal="${id}"`);

    // Deciding it again is the endpoint's refusal, shown on the page; nothing moves.
    const again = await browse(CONSOLE_ACTIONS.refuse, { form: { withdrawalId: String(id), reason: 'late' }, cookie });
    expect(again.status).toBe(409);
    expect(again.text).toContain('role="alert"');
    expect(await statusOf(player, id)).toBe('approved');
    await expectLedgerBalanced(h.db);
  });

  it('refuses a withdrawal only with a reason, and gives the money back', async () => {
    const cookie = await signIn();
    const player = await newPlayer(h, 300_000);
    const id = (await withdraw(player, player.accountId, 120_000)).answer?.withdrawal.id as number;
    expect(await balanceOf(h.db, player.accountId)).toBe(180_000);

    const noReason = await browse(CONSOLE_ACTIONS.refuse, { form: { withdrawalId: String(id), reason: ' ' }, cookie });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain('Refusal is invalid: reason');
    expect(await statusOf(player, id)).toBe('pending');

    const refused = await browse(CONSOLE_ACTIONS.refuse, { form: { withdrawalId: String(id), reason: 'Documents needed' }, cookie });
    expect(refused.location).toBe(`${OPERATOR_CONSOLE_PATH}?done=refused&id=${id}`);
    expect(await statusOf(player, id)).toBe('refused');
    expect(await balanceOf(h.db, player.accountId)).toBe(300_000);
    await expectLedgerBalanced(h.db);
  });

  it('does nothing for a browser without the session', async () => {
    const player = await newPlayer(h, 300_000);
    const id = (await withdraw(player, player.accountId, 120_000)).answer?.withdrawal.id as number;
    const page = await browse(CONSOLE_ACTIONS.approve, { form: { withdrawalId: String(id) }, cookie: 'operator_console=forged' });
    expect(page.status).toBe(401);
    expect(await statusOf(player, id)).toBe('pending');
  });

  it('answers and closes a payment request', async () => {
    const cookie = await signIn();
    const player = await newPlayer(h, 0);
    const created = await player.post(
      WALLET_PATHS.requests,
      { topicId: 3, message: 'A question about <b>fees</b>' },
      { [IDEMPOTENCY_HEADER]: newKey('req') },
    );
    const requestId = (created.body as { request: { id: number } }).request.id;
    const listed = await browse(OPERATOR_CONSOLE_PATH, { cookie });
    expect(listed.text).toContain(`data-request="${requestId}"`);
    expect(listed.text).toContain('A question about &lt;b&gt;fees&lt;/b&gt;');

    const replied = await browse(CONSOLE_ACTIONS.reply, { form: { requestId: String(requestId), message: 'No fee.', close: '1' }, cookie });
    expect(replied.location).toBe(`${OPERATOR_CONSOLE_PATH}?done=replied&id=${requestId}`);
    const mine = await player.get(`${WALLET_PATHS.request}?id=${requestId}`);
    expect(mine.body).toMatchObject({
      request: { status: 'closed', messages: [{ author: 'player' }, { author: 'operator', body: 'No fee.' }] },
    });
  });

  it('posts a correction once per form, however often the form is sent', async () => {
    const cookie = await signIn();
    const player = await newPlayer(h, 1_000);
    const form = { accountId: String(player.accountId), amount: '2500', reason: 'goodwill', idempotencyKey: newKey('console') };
    const [one, two] = [await browse(CONSOLE_ACTIONS.correct, { form, cookie }), await browse(CONSOLE_ACTIONS.correct, { form, cookie })];
    expect(one.status).toBe(303);
    expect(two.location).toBe(one.location);
    expect(await balanceOf(h.db, player.accountId)).toBe(3_500);
    const tooMuch = await browse(CONSOLE_ACTIONS.correct, {
      form: { ...form, amount: '-9999', idempotencyKey: newKey('console') },
      cookie,
    });
    expect(tooMuch.status).toBe(409);
    expect(await balanceOf(h.db, player.accountId)).toBe(3_500);
    await expectLedgerBalanced(h.db);
  });

  it('does not exist in production or without a token', async () => {
    for (const options of [
      { adminToken: ADMIN_TOKEN, operatorConsole: false },
      { adminToken: null, operatorConsole: true },
    ]) {
      const dist = tempDir('wallet-noconsole-');
      const wallet = createWalletService({ db: h.db, log: h.log, autoRun: false, ...options });
      const bare = await startServer({ db: h.db, distDir: dist.path, port: 0, log: h.log, wallet, testFaults: false });
      try {
        const signIn = await fetch(new URL(CONSOLE_ACTIONS.signIn, bare.url), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `token=${ADMIN_TOKEN}`,
          redirect: 'manual',
        });
        // Not a console route: the site's own answer to a form post on a page path.
        expect([404, 405]).toContain(signIn.status);
        expect(signIn.headers.get('set-cookie')).toBeNull();
        expect(await (await fetch(new URL(OPERATOR_CONSOLE_PATH, bare.url))).text()).not.toContain('Operator token');
      } finally {
        await bare.close();
        await wallet.stop();
        dist.remove();
      }
    }
  });
});
