/**
 * The page's side of web push: only a page (not the Web Worker) may ask the
 * browser for a PushSubscription. The worker sends it to the server.
 * Headless Chromium has no push service, so this part is exercised in real
 * browsers only (the e2e delivers a push to the service worker directly).
 */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type SubscribeOutcome =
  { ok: true; subscription: PushSubscriptionJSON } | { ok: false; reason: 'unsupported' | 'denied' | 'failed' };

/** Asks the permission and the push service; the JSON goes to the worker. */
export async function subscribe(publicKey: string): Promise<SubscribeOutcome> {
  const reg = await registration();
  if (!reg) return { ok: false, reason: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  try {
    const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    return { ok: true, subscription: subscription.toJSON() };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

/** Ends this browser's subscription; answers its endpoint (for the server to forget), or null when there was none. */
export async function unsubscribe(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}
