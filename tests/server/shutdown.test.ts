import { request } from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { shutdownGracefully, startServer, type RunningServer } from '../../server/app';
import { CONFIG_ALL_PATH } from '../../src/protocol/schemas/siteConfig';
import { captureLogger, deferred, stubDb, tempDir } from './helpers';

const dist = tempDir('dist-shutdown-');
let running: RunningServer | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
});

afterAll(() => dist.remove());

/** Resolves once the server has the request (the stub db saw its query; background work such as the wallet's queue queries too). */
async function untilQueried(db: ReturnType<typeof stubDb>): Promise<void> {
  while (!db.sql.some((sql) => sql.includes('site_config'))) await new Promise((r) => setImmediate(r));
}

describe('graceful shutdown', () => {
  it('stops accepting, finishes the request in flight, then closes the database', async () => {
    const db = stubDb();
    const gate = deferred();
    db.gate = gate.promise;
    const log = captureLogger();
    running = await startServer({ db, distDir: dist.path, log, port: 0 });

    // A request that is still waiting on the database when shutdown starts.
    const inFlight = fetch(new URL(`${CONFIG_ALL_PATH}?lang=en`, running.url));
    await untilQueried(db);

    let stopped = false;
    const stopping = shutdownGracefully(running, db, log).then(() => {
      stopped = true;
    });
    await new Promise((r) => setImmediate(r));

    // New connections are refused while the old request still runs.
    await expect(fetch(new URL('/web-api/health', running.url))).rejects.toThrow();
    expect(stopped).toBe(false);
    expect(db.closed).toBe(false);

    gate.resolve();
    const response = await inFlight;
    // The stub holds no config rows: the request gets its real (error) answer, not a cut connection.
    expect(response.status).toBe(500);
    expect(response.headers.get('connection')).toBe('close');
    await response.text();

    await stopping;
    expect(stopped).toBe(true);
    expect(db.closed).toBe(true);
    expect(running.server.listening).toBe(false);
  });

  it('is not held open by idle keep-alive connections', async () => {
    const db = stubDb();
    running = await startServer({ db, distDir: dist.path, log: captureLogger(), port: 0 });
    const { port } = running;
    // A keep-alive connection that stays open after its answer.
    await new Promise<void>((resolve, reject) => {
      const agentRequest = request({ port, host: '127.0.0.1', path: '/web-api/health', headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      agentRequest.on('error', reject);
      agentRequest.end();
    });
    await shutdownGracefully(running, db, captureLogger());
    expect(db.closed).toBe(true);
  });

  it('close is idempotent', async () => {
    running = await startServer({ db: stubDb(), distDir: dist.path, log: captureLogger(), port: 0 });
    await Promise.all([running.close(), running.close()]);
    await running.close();
    expect(running.server.listening).toBe(false);
  });
});
