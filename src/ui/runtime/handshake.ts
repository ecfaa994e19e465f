import * as Comlink from 'comlink';
import { CORE_API_VERSION, type CoreApi, type TabSink } from '../../protocol/api';
import type { Hello, HelloReply } from '../../protocol/handshake';
import type { Link } from './client';

export type Endpoint = Comlink.Endpoint & { start?: () => void };

/**
 * Exposes the tab's sink, says hello on `rpc` and, once the host answers,
 * hands `rpc` to Comlink. When `sinkEndpoint` is a relay channel (the leader
 * fallback) the hello carries no port: the relay attaches one.
 */
export async function handshake(rpc: Endpoint, tabId: string, sink: TabSink, sinkEndpoint?: Endpoint, timeoutMs = 10_000): Promise<Link> {
  let sinkPort: MessagePort | undefined;
  if (sinkEndpoint) Comlink.expose(sink, sinkEndpoint);
  else {
    const channel = new MessageChannel();
    Comlink.expose(sink, channel.port1);
    sinkPort = channel.port2;
  }
  const reply = await new Promise<HelloReply>((resolve, reject) => {
    const timer = setTimeout(() => {
      rpc.removeEventListener('message', onMessage);
      reject(new Error('host did not answer hello'));
    }, timeoutMs);
    function onMessage(event: Event) {
      const data = (event as MessageEvent).data as Partial<HelloReply> | null;
      if (data?.kind !== 'hello-ack' && data?.kind !== 'hello-refused') return;
      clearTimeout(timer);
      rpc.removeEventListener('message', onMessage);
      resolve(data as HelloReply);
    }
    rpc.addEventListener('message', onMessage);
    rpc.start?.();
    const hello: Hello = sinkPort
      ? { kind: 'hello', tabId, version: CORE_API_VERSION, sink: sinkPort }
      : { kind: 'hello', tabId, version: CORE_API_VERSION };
    rpc.postMessage(hello, sinkPort ? [sinkPort] : []);
  });
  if (reply.kind === 'hello-refused') throw new Error(`host speaks API v${reply.version}, this tab v${CORE_API_VERSION}: reload the page`);
  return { api: Comlink.wrap<CoreApi>(rpc), host: reply.host };
}
