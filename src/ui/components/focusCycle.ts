const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** What Tab can reach inside `root`, in document order. */
export function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/**
 * Keeps Tab among `ring`: from the last it goes to the first, Shift+Tab from
 * the first to the last, and from outside the ring it comes back in.
 */
export function keepTabIn(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, ring: readonly HTMLElement[]): void {
  const first = ring[0];
  const last = ring.at(-1);
  if (event.key !== 'Tab' || !first || !last) return;
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && ring.includes(active);
  const wrapTo = event.shiftKey ? (!inside || active === first ? last : null) : !inside || active === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}
