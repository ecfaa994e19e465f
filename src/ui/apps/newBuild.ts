/**
 * Whether the server now serves another build than the one this tab runs:
 * the served index.html names another entry script. A chunk of this tab's
 * build that 404s then will never come back (the deploy removed it), so
 * retrying is pointless and the tab needs the new build.
 */
export async function isNewBuildServed(
  fetchPage: (url: string) => Promise<Response> = defaultFetch,
  doc: Document = document,
): Promise<boolean> {
  const running = entryScriptOf(doc);
  if (running === null) return false;
  try {
    const response = await fetchPage('/index.html');
    if (!response.ok) return false;
    // Read from the text: parsing the page as a document is an HTML sink Trusted Types refuse (docs/security.md).
    const served = SERVED_ENTRY.exec(await response.text())?.[1];
    return served !== undefined && served !== running;
  } catch {
    // No answer: nothing says the build changed; the ordinary retries go on.
    return false;
  }
}

/** The build this tab runs, named by its entry script; null where there is none (the dev server). */
export function runningBuild(doc: Document = document): string | null {
  return entryScriptOf(doc);
}

/** This tab's build as the worker's update rule names it (the dev server has no entry script). */
export function thisBuild(doc: Document = document): string {
  return (runningBuild(doc) ?? 'unknown').slice(0, 100);
}

/** The entry script tag as Vite writes it in index.html. */
const SERVED_ENTRY = /<script type="module"[^>]* src="([^"]+)"/;

function entryScriptOf(doc: Document): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

function defaultFetch(url: string): Promise<Response> {
  return fetch(url, { cache: 'no-store', credentials: 'same-origin' });
}
