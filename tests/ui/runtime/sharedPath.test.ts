import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CORE_API_VERSION } from '../../../src/protocol/api';
import { SHARED_WORKER_NAME, type Hello } from '../../../src/protocol/handshake';

/** A SharedWorker whose host answers every hello at once; each instance is one connection (its own port). */
class FakeSharedWorker {
  static made: FakeSharedWorker[] = [];
  readonly hellos: Hello[] = [];
  readonly port: Pick<MessagePort, 'addEventListener' | 'removeEventListener' | 'postMessage' | 'start'>;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeSharedWorker.made.push(this);
    const target = new EventTarget();
    this.port = {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      start: () => undefined,
      postMessage: (message: Hello) => {
        if (message?.kind !== 'hello') return;
        this.hellos.push(message);
        const ack = { kind: 'hello-ack', version: CORE_API_VERSION, host: 'shared' };
        queueMicrotask(() => target.dispatchEvent(new MessageEvent('message', { data: ack })));
      },
    };
  }
}

const sink = { push: () => undefined };

/** A fresh copy of the module: which worker it started is module state. */
const load = async () => import('../../../src/ui/runtime/sharedPath');

describe('the SharedWorker path', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeSharedWorker.made = [];
    vi.stubGlobal('SharedWorker', FakeSharedWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts the host worker once, as a module with the shared name, however often it is asked', async () => {
    const { startSharedWorker } = await load();
    const first = startSharedWorker();
    expect(startSharedWorker()).toBe(first);
    expect(FakeSharedWorker.made).toHaveLength(1);
    expect(FakeSharedWorker.made[0]?.options).toEqual({ type: 'module', name: SHARED_WORKER_NAME });
    expect(FakeSharedWorker.made[0]?.url.pathname).toMatch(/\/src\/worker\/entry\/shared\.ts$/);
  });

  it('connects the tab over the worker started early, and a later connection over a new one', async () => {
    const { connectShared, startSharedWorker } = await load();
    const early = startSharedWorker();
    const link = await connectShared('tab-1', sink);
    expect(link.host).toBe('shared');
    expect(FakeSharedWorker.made).toEqual([early]);
    expect((early as unknown as FakeSharedWorker).hellos.map((h) => h.tabId)).toEqual(['tab-1']);
    // The early worker's port is already the first connection's: a second one must not say hello on it again.
    await connectShared('tab-2', sink);
    expect(FakeSharedWorker.made).toHaveLength(2);
    expect(FakeSharedWorker.made[1]?.hellos.map((h) => h.tabId)).toEqual(['tab-2']);
  });

  it('opens the worker itself when nothing started it early', async () => {
    const { connectShared } = await load();
    await connectShared('tab', sink);
    expect(FakeSharedWorker.made).toHaveLength(1);
    expect(FakeSharedWorker.made[0]?.hellos).toHaveLength(1);
  });
});
