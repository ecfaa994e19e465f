import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerConfigRoutes } from '../../../server/config/configRoutes';
import type { Db } from '../../../server/db/db';
import { Router } from '../../../server/http/router';
import {
  BLOCK_PATH,
  REDIRECT_LIGHT_PATH,
  SHELL_FAULTS_PATH,
  SHELL_SUPPORT_REQUESTS_PATH,
  SUPPORT_CHAT_PATH,
  SUPPORT_OPERATOR_REPLY_PATH,
  SUPPORT_REQUEST_PATH,
  registerShellRoutes,
} from '../../../server/shell';
import { redirectLightAnswerSchema, REDIRECT_FORMAT_ERROR } from '../../../src/protocol/schemas/redirect';
import { supportChatAnswerSchema } from '../../../src/protocol/schemas/support';
import { CONFIG_ALL_PATH } from '../../../src/protocol/schemas/siteConfig';
import { DB_HOOK_TIMEOUT, captureLogger, openTestDb } from '../helpers';

let db: Db;
let server: Server;
let base: string;

beforeAll(async () => {
  db = await openTestDb();
  const router = new Router();
  const log = captureLogger();
  registerConfigRoutes(router, { db, faults: undefined, log });
  registerShellRoutes(router, { db, log, testFaults: true, operatorToken: 'operator-secret' });
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = router.match(req.method ?? 'GET', url.pathname);
    if (match.kind !== 'found') {
      res.writeHead(404).end();
      return;
    }
    void Promise.resolve(match.handler({ req, res, url })).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

/** As the site's script posts: JSON with X-Requested-With (the router refuses state changes without them). */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
    body: JSON.stringify(body),
  });

async function setConfigField(field: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO site_config_field (country_code, field, value) VALUES ('*', $1, $2::text::jsonb)
     ON CONFLICT (country_code, field) DO UPDATE SET value = EXCLUDED.value`,
    [field, JSON.stringify(value)],
  );
}

describe('POST blocks-api/api/v2/block', () => {
  it('answers the stored row: not blocked by default', async () => {
    const res = await post(BLOCK_PATH, { auth: false, url: '/en' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { displayTypeId: 0, templateTypeId: null } });
  });

  it('refuses a body without auth and url with a clear message', async () => {
    const res = await post(BLOCK_PATH, { url: 5 });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_block_request');
    expect(body.error.message).toContain('auth');
  });

  it('the test switch sets the answer, and takes the service down and up', async () => {
    expect((await post(SHELL_FAULTS_PATH, { block: { displayTypeId: 1, templateTypeId: 16 } })).status).toBe(200);
    expect(await (await post(BLOCK_PATH, { auth: true, url: '/en/x' })).json()).toEqual({ data: { displayTypeId: 1, templateTypeId: 16 } });
    await post(SHELL_FAULTS_PATH, { block: 'down' });
    expect((await post(BLOCK_PATH, { auth: true, url: '/en/x' })).status).toBe(503);
    await post(SHELL_FAULTS_PATH, { block: 'up' });
    expect((await post(BLOCK_PATH, { auth: true, url: '/en/x' })).status).toBe(200);
    await post(SHELL_FAULTS_PATH, { block: { displayTypeId: 0, templateTypeId: null } });
  });

  it('refuses an unknown switch', async () => {
    expect((await post(SHELL_FAULTS_PATH, { blok: 'down' })).status).toBe(400);
    expect((await post(SHELL_FAULTS_PATH, {})).status).toBe(400);
  });
});

describe('maintenance switch', () => {
  it('turns the config maintenance flag on and off', async () => {
    const active = async () =>
      ((await (await fetch(`${base}${CONFIG_ALL_PATH}`)).json()) as { data: { maintenance: { isActive: boolean } } }).data.maintenance
        .isActive;
    expect(await active()).toBe(false);
    await post(SHELL_FAULTS_PATH, { maintenance: 'on' });
    expect(await active()).toBe(true);
    await post(SHELL_FAULTS_PATH, { maintenance: 'off' });
    expect(await active()).toBe(false);
  });
});

describe('support requests', () => {
  it('stores a valid e-mail request', async () => {
    const res = await post(SUPPORT_REQUEST_PATH, {
      kind: 'email',
      name: 'Ann',
      contact: 'ann@example.com',
      message: 'Hello',
      lang: 'en',
      page: '/en',
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number } };
    const rows = await db.query<{ kind: string; contact: string }>('SELECT kind, contact FROM support_request WHERE id = $1', [data.id]);
    expect(rows).toEqual([{ kind: 'email', contact: 'ann@example.com' }]);
  });

  it('refuses a callback without a phone number, naming the field', async () => {
    const res = await post(SUPPORT_REQUEST_PATH, { kind: 'callback', name: 'Ann', contact: 'not a phone', lang: 'en' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('contact');
  });

  it('takes a call back only where the site offers it, and not in a language it hides it for', async () => {
    const callback = (lang: string) => post(SUPPORT_REQUEST_PATH, { kind: 'callback', name: 'Ann', contact: '+7 900 000-00-00', lang });
    expect((await callback('en')).status).toBe(201);
    // The demo site hides the call back in Arabic (langsHiddenCallback).
    const hidden = await callback('ar');
    expect(hidden.status).toBe(403);
    expect(((await hidden.json()) as { error: { code: string } }).error.code).toBe('callback_unavailable');
    await setConfigField('isAvailableCallback', false);
    expect((await callback('en')).status).toBe(403);
    await setConfigField('isAvailableCallback', true);
  });

  it('the test switch lists what reached the server, newest first', async () => {
    await post(SUPPORT_REQUEST_PATH, {
      kind: 'email',
      name: 'Zed',
      contact: 'zed@example.com',
      message: 'Newest',
      lang: 'ru',
      page: '/ru/contacts',
    });
    const { data } = (await (await fetch(`${base}${SHELL_SUPPORT_REQUESTS_PATH}`)).json()) as {
      data: { name: string; message: string; page: string }[];
    };
    expect(data[0]).toMatchObject({ name: 'Zed', message: 'Newest', page: '/ru/contacts' });
  });
});

describe('support chat', () => {
  const chat = (message: string, conversationId?: string) =>
    post(SUPPORT_REQUEST_PATH, {
      kind: 'chat',
      name: 'Ann',
      message,
      lang: 'en',
      page: '/en',
      ...(conversationId ? { conversationId } : {}),
    });
  const read = (conversation: string, after = 0) =>
    fetch(`${base}${SUPPORT_CHAT_PATH}?conversation=${encodeURIComponent(conversation)}&after=${after}`);
  const messages = async (conversation: string, after = 0) =>
    supportChatAnswerSchema.parse(await (await read(conversation, after)).json()).data.messages;

  it('is refused without a consultant id', async () => {
    const res = await chat('Hello');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('chat_unavailable');
  });

  it('keeps a conversation: player messages are support requests of kind chat, operator answers come back in order', async () => {
    await setConfigField('consultantParams', { consultant_id: 'c-7' });
    const first = await chat('Where is my payout?');
    expect(first.status).toBe(201);
    const { data } = (await first.json()) as { data: { id: number; conversationId: string } };
    // The wire names the conversation by an opaque handle, never by the table's sequential id.
    expect(data.conversationId).not.toMatch(/^[0-9]+$/);
    expect(data.conversationId.length).toBeGreaterThanOrEqual(40);
    expect((await chat('It was yesterday', data.conversationId)).status).toBe(201);
    const kinds = await db.query<{ kind: string; conversation_id: number }>(
      'SELECT kind, conversation_id FROM support_request WHERE conversation_id = $1 ORDER BY id',
      [data.id],
    );
    expect(kinds).toEqual([
      { kind: 'chat', conversation_id: data.id },
      { kind: 'chat', conversation_id: data.id },
    ]);

    // The operator answers through the test switch and through the token-protected route.
    expect((await post(SHELL_FAULTS_PATH, { chatReply: { conversationId: data.conversationId, text: 'Checking it now.' } })).status).toBe(
      200,
    );
    // Operators name conversations by the table's id, with their token.
    expect((await post(SUPPORT_OPERATOR_REPLY_PATH, { conversationId: data.id, text: 'Paid out.' })).status).toBe(403);
    // An id no table row can have (beyond int4) is the request's error, refused before the database sees it.
    for (const conversationId of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const refused = await post(
        SUPPORT_OPERATOR_REPLY_PATH,
        { conversationId, text: 'Paid out.' },
        { authorization: 'Bearer operator-secret' },
      );
      expect(refused.status).toBe(400);
    }
    expect(
      (await post(SUPPORT_OPERATOR_REPLY_PATH, { conversationId: data.id, text: 'Paid out.' }, { authorization: 'Bearer operator-secret' }))
        .status,
    ).toBe(201);

    const all = await messages(data.conversationId);
    expect(all.map((m) => [m.author, m.text])).toEqual([
      ['player', 'Where is my payout?'],
      ['player', 'It was yesterday'],
      ['operator', 'Checking it now.'],
      ['operator', 'Paid out.'],
    ]);
    expect((await messages(data.conversationId, all[1]?.id)).map((m) => m.text)).toEqual(['Checking it now.', 'Paid out.']);
    await setConfigField('consultantParams', { consultant_id: null });
  });

  it('the test switch sets the support options of the config, checked by the config schema', async () => {
    expect((await post(SHELL_FAULTS_PATH, { siteConfig: { consultantParams: { consultant_id: 'c-1' } } })).status).toBe(200);
    expect((await chat('Hello')).status).toBe(201);
    expect((await post(SHELL_FAULTS_PATH, { siteConfig: { consultantParams: { consultant_id: null } } })).status).toBe(200);
    expect((await chat('Hello')).status).toBe(403);
    expect((await post(SHELL_FAULTS_PATH, { siteConfig: { minAge: 21 } })).status).toBe(400);
    expect((await post(SHELL_FAULTS_PATH, { siteConfig: { mobileSiteOrigin: 'https://m.example/path' } })).status).toBe(400);
  });

  it('refuses an unknown conversation and a bad query', async () => {
    await setConfigField('consultantParams', { consultant_id: 'c-7' });
    expect((await chat('Hi', 'not-a-handle')).status).toBe(404);
    expect((await read('not-a-handle')).status).toBe(404);
    expect((await fetch(`${base}${SUPPORT_CHAT_PATH}?conversation=`)).status).toBe(400);
    expect((await fetch(`${base}${SUPPORT_CHAT_PATH}?conversation=abc&after=-1`)).status).toBe(400);
    await setConfigField('consultantParams', { consultant_id: null });
  });
});

describe("a guest's chat belongs to the guest who started it", () => {
  const start = async (message: string) => {
    const res = await post(SUPPORT_REQUEST_PATH, { kind: 'chat', name: 'Guest', message, lang: 'en', page: '/en' });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: number; conversationId: string } }).data;
  };
  const read = (conversation: string) => fetch(`${base}${SUPPORT_CHAT_PATH}?conversation=${encodeURIComponent(conversation)}&after=0`);

  it("no one reads or writes it by counting ids; a handle cannot be made from another one's", async () => {
    await setConfigField('consultantParams', { consultant_id: 'c-7' });
    const mine = await start('My private question');
    const theirs = await start('Another guest');
    expect((await read(mine.conversationId)).status).toBe(200);
    // The sequential ids around it name nothing on the wire.
    for (const guess of [mine.id, theirs.id, mine.id - 1, theirs.id + 1]) {
      expect((await read(String(guess))).status).toBe(404);
      const forged = await post(SUPPORT_REQUEST_PATH, {
        kind: 'chat',
        name: 'X',
        message: 'hi',
        lang: 'en',
        page: '/',
        conversationId: String(guess),
      });
      expect(forged.status).toBe(404);
      const asNumber = await post(SUPPORT_REQUEST_PATH, {
        kind: 'chat',
        name: 'X',
        message: 'hi',
        lang: 'en',
        page: '/',
        conversationId: guess,
      });
      expect(asNumber.status).toBe(400);
    }
    // A handle with one character changed is refused (sealed, not merely encoded).
    const flipped = mine.conversationId[20] === 'A' ? 'B' : 'A';
    expect((await read(`${mine.conversationId.slice(0, 20)}${flipped}${mine.conversationId.slice(21)}`)).status).toBe(404);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_chat_message WHERE conversation_id = $1', [mine.id]);
    expect(rows[0]?.n).toBe(1);
    await setConfigField('consultantParams', { consultant_id: null });
  });

  it('a state change needs X-Requested-With and JSON: a cross-site form or text/plain post is refused before it is read', async () => {
    await setConfigField('consultantParams', { consultant_id: 'c-7' });
    const body = JSON.stringify({ kind: 'chat', name: 'Forged', message: 'forged', lang: 'en', page: '/' });
    const before = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM support_request WHERE name = 'Forged'");
    const noHeader = await fetch(`${base}${SUPPORT_REQUEST_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(noHeader.status).toBe(403);
    expect(((await noHeader.json()) as { error: { code: string } }).error.code).toBe('csrf_rejected');
    const plain = await fetch(`${base}${SUPPORT_REQUEST_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-requested-with': 'XMLHttpRequest' },
      body,
    });
    expect(plain.status).toBe(415);
    const after = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM support_request WHERE name = 'Forged'");
    expect(after).toEqual(before);
    await setConfigField('consultantParams', { consultant_id: null });
  });
});

describe('POST redirects-api/api/v1/redirect-light', () => {
  const ask = async (url: string) => {
    const res = await post(REDIRECT_LIGHT_PATH, { url });
    expect(res.status).toBe(200);
    return redirectLightAnswerSchema.parse(await res.json()).data;
  };

  it('answers "not moved" for a URL without a rule', async () => {
    expect(await ask('/en/line')).toEqual({ redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] });
  });

  it('moves an old URL in any language through a {lng} rule, keeping the query', async () => {
    expect(await ask('/en/sportsbook?utm_source=mail')).toEqual({
      redirect: true,
      code: 301,
      url: '/en/line?utm_source=mail',
      reasons: ['old sportsbook section'],
      breadcrumbs: ['/en/sportsbook'],
    });
    expect(await ask('/ru/sportsbook/')).toMatchObject({ redirect: true, url: '/ru/line' });
    expect(await ask('/ru/akcii')).toMatchObject({ redirect: true, url: '/ru/promotions' });
  });

  it('follows a chain of rules to its end and names the steps; a temporary step makes it 302', async () => {
    expect(await ask('/de/help')).toMatchObject({
      redirect: true,
      code: 301,
      url: '/de/contacts',
      breadcrumbs: ['/de/help', '/de/help/contact-us'],
    });
    expect(await ask('/en/world-cup-2022')).toMatchObject({ code: 302, url: '/en/promotions' });
  });

  it('answers a loop in the table as it stands: its target is one of its own steps', async () => {
    await post(SHELL_FAULTS_PATH, {
      redirectRules: [
        { from: '/en/loop-a', to: '/en/loop-b' },
        { from: '/en/loop-b', to: '/en/loop-a' },
      ],
    });
    const answer = await ask('/en/loop-a');
    expect(answer.breadcrumbs).toEqual(['/en/loop-a', '/en/loop-b']);
    expect(answer.url).toBe('/en/loop-a');
  });

  it('refuses a body without url; the test switch takes it down or makes it answer a wrong shape', async () => {
    expect((await post(REDIRECT_LIGHT_PATH, { href: '/en' })).status).toBe(400);
    await post(SHELL_FAULTS_PATH, { redirectService: 'malformed' });
    const wrong = await (await post(REDIRECT_LIGHT_PATH, { url: '/en' })).json();
    expect(redirectLightAnswerSchema.safeParse(wrong).success).toBe(false);
    await post(SHELL_FAULTS_PATH, { redirectService: 'down' });
    expect((await post(REDIRECT_LIGHT_PATH, { url: '/en' })).status).toBe(503);
    await post(SHELL_FAULTS_PATH, { redirectService: 'up' });
    expect(REDIRECT_FORMAT_ERROR).toBe('Incorrect response format of the Redirect service');
  });
});

describe('maintenance window switch', () => {
  it('sets the notify and maintenance moments without touching the flag', async () => {
    await post(SHELL_FAULTS_PATH, { maintenance: { notify_started_at: 1_900_000_000, notify_ended_at: 1_900_086_400 } });
    const { data } = (await (await fetch(`${base}${CONFIG_ALL_PATH}`)).json()) as { data: { maintenance: Record<string, unknown> } };
    expect(data.maintenance).toMatchObject({ notify_started_at: 1_900_000_000, notify_ended_at: 1_900_086_400, isActive: false });
    await post(SHELL_FAULTS_PATH, { maintenance: { notify_started_at: null, notify_ended_at: null } });
  });
});
