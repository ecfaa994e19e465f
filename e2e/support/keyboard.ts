import { expect, type Locator, type Page } from '@playwright/test';

/** What has the focus: its test id, tag and text, for matching and for the failure message. */
interface Focused {
  readonly testId: string;
  readonly tag: string;
  readonly text: string;
  readonly inside: string[];
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement;
    const inside: string[] = [];
    for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
      const id = node.getAttribute('data-testid');
      if (id) inside.push(id);
    }
    return {
      testId: el?.getAttribute('data-testid') ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40),
      inside,
    };
  });

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focused element matches,
 * at most `max` times, as a keyboard user walks the page; fails with the path
 * it walked. No mouse: focus moves only by the keys the page handles.
 */
export async function tabTo(
  page: Page,
  matches: (f: Focused) => boolean,
  what: string,
  { max = 150, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<Focused> {
  const walked: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (matches(f)) return f;
    walked.push(`${f.tag}[${f.testId}] ${f.text}`);
  }
  throw new Error(`${what}: not reached in ${max} presses of Tab; focus went through:\n${walked.join('\n')}`);
}

export const byTestId = (testId: string | RegExp) => (f: Focused) =>
  typeof testId === 'string' ? f.testId === testId : testId.test(f.testId);

/** Waits until the locator's element has the focus. */
export async function expectFocused(locator: Locator): Promise<void> {
  await expect(locator).toBeFocused();
}

/**
 * Waits until the focus is inside the locator's element: a dialog that has
 * taken the focus has also set up its keys (Escape), so a key pressed after
 * this reaches it even on a loaded machine, where the paint comes first.
 */
export async function expectFocusWithin(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/**
 * Counts pointer and mouse events the page receives (an init script, before
 * any page script): a keyboard-only test asserts it stays zero, so a step that
 * slipped into a click fails. Keyboard activation fires `click` with
 * `detail` 0 and no pointerdown, so clicks with detail 0 are not counted.
 */
export const COUNT_POINTER_EVENTS = () => {
  const w = window as unknown as { __pointerEvents: string[] };
  w.__pointerEvents = [];
  for (const type of ['pointerdown', 'mousedown', 'touchstart', 'click']) {
    window.addEventListener(
      type,
      (event) => {
        if (type === 'click' && (event as MouseEvent).detail === 0) return;
        w.__pointerEvents.push(`${type} on ${(event.target as Element | null)?.tagName ?? '?'}`);
      },
      { capture: true },
    );
  }
};

export const pointerEvents = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __pointerEvents?: string[] }).__pointerEvents ?? []);
