import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerConfigRoutes } from '../../../server/config/configRoutes';
import type { Db } from '../../../server/db/db';
import { Router } from '../../../server/http/router';
import { BLOCK_PATH, SHELL_FAULTS_PATH, SUPPORT_REQUEST_PATH, registerShellRoutes } from '../../../server/shell';
import { CONFIG_ALL_PATH } from '../../../src/protocol/schemas/siteConfig';
import { DB_HOOK_TIMEOUT, captureLogger, openSeededMemoryDb } from '../helpers';

let db: Db;
let server: Server;
let base: string;

beforeAll(async () => {
  db = await openSeededMemoryDb();
  const router = new Router();
  const log = captureLogger();
  registerConfigRoutes(router, { db, faults: undefined, log });
  registerShellRoutes(router, { db, log, testFaults: true });
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

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

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
    const active = async () => ((await (await fetch(`${base}${CONFIG_ALL_PATH}`)).json()) as { data: { maintenance: { isActive: boolean } } }).data.maintenance.isActive;
    expect(await active()).toBe(false);
    await post(SHELL_FAULTS_PATH, { maintenance: 'on' });
    expect(await active()).toBe(true);
    await post(SHELL_FAULTS_PATH, { maintenance: 'off' });
    expect(await active()).toBe(false);
  });
});

describe('support requests', () => {
  it('stores a valid e-mail request', async () => {
    const res = await post(SUPPORT_REQUEST_PATH, { kind: 'email', name: 'Ann', contact: 'ann@example.com', message: 'Hello', lang: 'en', page: '/en' });
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
});
