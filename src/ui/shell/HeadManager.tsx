import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { SeoPageData } from '../../protocol/schemas/seo';
import { useShellCore } from './shellCore';

/** Must match SEO_TAG_ATTRIBUTE of src/protocol/schemas/seo.ts (a value import would pull zod into the UI bundle). */
const SEO_ATTR = 'data-seo';

/**
 * Writes the page's SEO data into <head>: title, description, robots, extra
 * metas, canonical and hreflang alternates. The server wrote them for the
 * first load (marked data-seo); on each navigation they are replaced.
 */
export function applySeo(doc: Document, seo: SeoPageData): void {
  doc.title = seo.title;
  for (const old of doc.head.querySelectorAll(`[${SEO_ATTR}]`)) old.remove();
  // The build's own tags would contradict the page's.
  for (const old of doc.head.querySelectorAll(
    'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang]',
  ))
    old.remove();
  const add = (tag: 'meta' | 'link', attrs: Record<string, string>) => {
    const el = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    el.setAttribute(SEO_ATTR, '');
    doc.head.append(el);
  };
  add('meta', { name: 'description', content: seo.description });
  add('meta', { name: 'robots', content: seo.robots });
  for (const meta of seo.metas) add('meta', { name: meta.name, content: meta.content });
  if (seo.canonical) add('link', { rel: 'canonical', href: seo.canonical });
  for (const alt of seo.alternates) add('link', { rel: 'alternate', hreflang: alt.hrefLang, href: alt.href });
}

export function HeadManager({ lang }: { lang: string }) {
  const core = useShellCore();
  const { pathname } = useLocation();
  useEffect(() => {
    let cancelled = false;
    void core
      .loadPageSeo({ path: pathname, lang })
      .then((answer) => {
        if (cancelled) return;
        if (answer.status === 'ok') applySeo(document, answer.seo);
        // Metadata is not the page: any failure keeps the page and the head as it was (the server's, or the previous page's).
        else console.warn(`Page metadata for ${pathname} could not be loaded (${answer.httpStatus ?? 'no answer'}): ${answer.message}`);
      })
      .catch((error: unknown) => console.warn(`Page metadata for ${pathname} could not be loaded`, error));
    return () => {
      cancelled = true;
    };
  }, [core, pathname, lang]);
  return null;
}
