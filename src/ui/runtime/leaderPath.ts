import { CONTROL_CHANNEL, LEADER_LOCK, tabLockName, type AcceptPort } from '../../protocol/handshake';
import type { TabSink } from '../../protocol/api';
import type { Link } from './client';
import { handshake } from './handshake';

type ControlMessage =
  | { readonly kind: 'join'; readonly tabId: string }
  | { readonly kind: 'leader'; readonly leaderId: string }
  | { readonly kind: 'relay-ready'; readonly tabId: string; readonly channel: string };

const rpcChannel = (channel: string) => `bet-rpc:${channel}`;
const sinkChannel = (channel: string) => `bet-sink:${channel}`;

/**
 * Where SharedWorker does not exist: tabs elect a leader with a Web Lock; the
 * leader runs the host in a dedicated worker and relays every other tab's
 * messages to it over BroadcastChannel. When the leader tab closes, its lock
 * passes to a waiting tab, which starts a new host from IndexedDB and
 * announces itself; the others join it. `onLink` is called for every new link.
 */
export function connectViaLeader(tabId: string, sink: TabSink, onLink: (link: Link) => void, onLinkLost: () => void): void {
  const control = new BroadcastChannel(CONTROL_CHANNEL);
  let role: 'follower' | 'leader' = 'follower';
  let followerChannel: string | null = null;
  let closeFollower: (() => void) | null = null;
  let worker: Worker | null = null;
  const relays = new Map<string, string>();

  const post = (message: ControlMessage) => control.postMessage(message);

  control.addEventListener('message', (event) => {
    const message = event.data as ControlMessage;
    if (role === 'leader') {
      if (message.kind === 'join') relay(message.tabId);
      return;
    }
    if (message.kind === 'leader') post({ kind: 'join', tabId });
    else if (message.kind === 'relay-ready' && message.tabId === tabId && message.channel !== followerChannel) void follow(message.channel);
  });
  post({ kind: 'join', tabId });

  void navigator.locks.request(LEADER_LOCK, async () => {
    role = 'leader';
    if (closeFollower) onLinkLost();
    closeFollower?.();
    followerChannel = null;
    worker = new Worker(new URL('../../worker/entry/dedicated.ts', import.meta.url), { type: 'module', name: 'bet-core-leader' });
    onLink(await handshake(acceptPort(worker), tabId, sink));
    post({ kind: 'leader', leaderId: tabId });
    return new Promise<never>(() => undefined);
  });

  async function follow(channel: string): Promise<void> {
    if (closeFollower) onLinkLost();
    closeFollower?.();
    followerChannel = channel;
    const rpc = new BroadcastChannel(rpcChannel(channel));
    const sinkEnd = new BroadcastChannel(sinkChannel(channel));
    closeFollower = () => {
      rpc.close();
      sinkEnd.close();
    };
    try {
      const link = await handshake(rpc, tabId, sink, sinkEnd, 5000);
      if (role === 'follower' && followerChannel === channel) onLink(link);
    } catch {
      if (role === 'follower' && followerChannel === channel) {
        followerChannel = null;
        post({ kind: 'join', tabId });
      }
    }
  }

  function acceptPort(host: Worker): MessagePort {
    const channel = new MessageChannel();
    host.postMessage({ kind: 'accept-port', port: channel.port2 } satisfies AcceptPort, [channel.port2]);
    return channel.port1;
  }

  /** Pipes one follower's two broadcast channels to two ports of the host. */
  function relay(followerId: string): void {
    const existing = relays.get(followerId);
    if (existing) return post({ kind: 'relay-ready', tabId: followerId, channel: existing });
    if (!worker) return;
    const channel = `${tabId}:${followerId}`;
    const rpc = new BroadcastChannel(rpcChannel(channel));
    const sinkEnd = new BroadcastChannel(sinkChannel(channel));
    const toHost = acceptPort(worker);
    const sinkPipe = new MessageChannel();
    let helloSent = false;
    rpc.onmessage = (event) => {
      const data = event.data as { kind?: string } | null;
      if (data?.kind === 'hello') {
        if (helloSent) return;
        helloSent = true;
        toHost.postMessage({ ...data, sink: sinkPipe.port2 }, [sinkPipe.port2]);
      } else toHost.postMessage(event.data);
    };
    toHost.onmessage = (event) => rpc.postMessage(event.data);
    sinkPipe.port1.onmessage = (event) => sinkEnd.postMessage(event.data);
    sinkEnd.onmessage = (event) => sinkPipe.port1.postMessage(event.data);
    relays.set(followerId, channel);
    void navigator.locks.request(tabLockName(followerId), () => {
      rpc.close();
      sinkEnd.close();
      toHost.close();
      sinkPipe.port1.close();
      relays.delete(followerId);
    });
    post({ kind: 'relay-ready', tabId: followerId, channel });
  }
}
