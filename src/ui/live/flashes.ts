/**
 * The odds flash: a tint on a coefficient for a moment after it moved. One
 * timer for every flashing coefficient on the page, and a class on and a
 * class off per change: a CSS animation would make the browser recompute
 * styles every frame for every flashing button, hundreds at a time.
 */
const FLASH_MS = 700;
const SWEEP_MS = 100;
const FLASH_CLASS = 'live-flash';

const until = new Map<Element, number>();
let sweeper: ReturnType<typeof setInterval> | null = null;

function sweep(): void {
  const now = performance.now();
  for (const [element, end] of until) {
    if (end > now) continue;
    until.delete(element);
    element.classList.remove(FLASH_CLASS);
  }
  if (until.size === 0 && sweeper !== null) {
    clearInterval(sweeper);
    sweeper = null;
  }
}

/** Tints the element now (again, if it still is) and takes the tint off a moment later. */
export function flash(element: Element | null): void {
  if (!element) return;
  element.classList.add(FLASH_CLASS);
  until.set(element, performance.now() + FLASH_MS);
  sweeper ??= setInterval(sweep, SWEEP_MS);
}

/** The element leaves the page (or must not flash any more): no tint, nothing to sweep. */
export function unflash(element: Element | null): void {
  if (!element) return;
  until.delete(element);
  element.classList.remove(FLASH_CLASS);
}
