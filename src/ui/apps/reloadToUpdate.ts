/**
 * The update warning's reload button: with a newer service worker waiting,
 * it takes over first (the page reloads once it controls the page), so the
 * reload brings the new build; otherwise a plain reload fetches it.
 * serviceWorker.ts hands over the takeover when one waits, so the stack
 * never loads the registration code.
 */
let takeOver: (() => Promise<void>) | null = null;

export function offerTakeOver(activate: (() => Promise<void>) | null): void {
  takeOver = activate;
}

export function reloadToUpdate(reload: () => void = () => window.location.reload()): void {
  if (!takeOver) return reload();
  // A takeover that fails (the waiting worker went redundant) still reloads: the server has the new build.
  takeOver().catch(reload);
}
