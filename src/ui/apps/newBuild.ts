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
    const served = entryScriptIn(await response.text());
    return served !== null && served !== running;
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

function entryScriptOf(doc: Document): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * The same read from the served page's text: parsing it as a document would be
 * an HTML sink Trusted Types refuse (docs/security.md "Headers"), and only
 * one tag is wanted.
 */
function entryScriptIn(html: string): string | null {
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/\stype\s*=\s*["']?module["'\s>]/i.test(tag)) continue;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (src) return src[1] ?? src[2] ?? src[3] ?? null;
  }
  return null;
}

function defaultFetch(url: string): Promise<Response> {
  return fetch(url, { cache: 'no-store', credentials: 'same-origin' });
}
