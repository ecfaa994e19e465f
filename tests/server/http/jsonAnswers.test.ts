import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson } from '../../../server/http/respond';

/** An answer the size of the live index's: rows of games with their odds. */
const BIG = { games: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Team ${i} - Team ${i + 1}`, odds: [1.5, 3.4, 5.25] })) };
const SMALL = { status: 'ok' };

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/big') sendJson(res, 200, BIG, url.searchParams.has('vary') ? { vary: 'X-Country-Code' } : {});
    else sendJson(res, 200, SMALL);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The bytes as they travel, no client decoding (fetch would undo the encoding). */
function raw(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const parsed = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as unknown;

describe('a JSON answer on the wire', () => {
  it('is sent in Brotli when the client takes it, several times smaller, and decodes to the same JSON', async () => {
    const plain = await raw('/big', {});
    const br = await raw('/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length * 5).toBeLessThan(plain.body.length);
    expect(parsed(brotliDecompressSync(br.body))).toEqual(BIG);
  });

  it('is sent in gzip to a client without Brotli, and as it is to a client that takes neither', async () => {
    const gz = await raw('/big', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(parsed(gunzipSync(gz.body))).toEqual(BIG);
    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const accepts of refusals) {
      const plain = await raw('/big', accepts);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(parsed(plain.body)).toEqual(BIG);
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    }
  });

  it("says it varies with Accept-Encoding, beside the route's own Vary", async () => {
    expect((await raw('/big', {})).headers.vary).toBe('Accept-Encoding');
    expect((await raw('/big?vary', { 'accept-encoding': 'br' })).headers.vary).toBe('X-Country-Code, Accept-Encoding');
  });

  it('leaves a small answer as it is, whatever the client takes', async () => {
    const small = await raw('/small', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(parsed(small.body)).toEqual(SMALL);
  });

  it('answers HEAD with the length GET would send and no body', async () => {
    const get = await raw('/big', { 'accept-encoding': 'br' });
    const head = await raw('/big', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
  });
});
