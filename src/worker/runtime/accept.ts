import * as Comlink from 'comlink';
import { CORE_API_VERSION, type TabSink } from '../../protocol/api';
import type { Hello, HelloReply } from '../../protocol/handshake';
import type { Host } from './host';

/** Serves one tab on a port: waits for its hello, then exposes the CoreApi with Comlink. */
export function acceptPort(host: Host, port: MessagePort, kind: 'shared' | 'leader' | 'local'): void {
  const onHello = (event: MessageEvent) => {
    const hello = event.data as Partial<Hello> | null;
    if (hello?.kind !== 'hello' || typeof hello.tabId !== 'string') return;
    port.removeEventListener('message', onHello);
    if (hello.version !== CORE_API_VERSION || !(hello.sink instanceof MessagePort)) {
      port.postMessage({ kind: 'hello-refused', version: CORE_API_VERSION } satisfies HelloReply);
      return;
    }
    const sinkPort = hello.sink;
    const sink = Comlink.wrap<TabSink>(sinkPort);
    const release = () => {
      sinkPort.close();
      port.close();
    };
    const { api } = host.attach(hello.tabId, { push: (batch) => void sink.push(batch) }, release);
    Comlink.expose(api, port);
    port.postMessage({ kind: 'hello-ack', version: CORE_API_VERSION, host: kind } satisfies HelloReply);
  };
  port.addEventListener('message', onHello);
  port.start();
}
