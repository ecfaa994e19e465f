import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentFramePath, FRAME_COMPANY_NAME_SLOT, FRAME_CONSENT_SLOT, shellFramePath } from '../../../src/protocol/constants/shellFrames';
import { readSiteConfig } from '../../../server/config/siteConfigStore';
import { escapeText } from '../../../server/seo/escape';
import { DEFAULT_COUNTRY } from '../../../src/protocol/schemas/siteConfig';
import { fillFrame } from '../../../server/seo/frames';
import { DB_HOOK_TIMEOUT, writeFiles } from '../helpers';
import { startSeoSite, type SeoSite } from './harness';

// The build's layout frames (dist/frames) in the served HTML: before #root on main-layout pages, absent without a build.
let seo: SeoSite;

beforeAll(async () => {
  seo = await startSeoSite();
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await seo?.close();
});

const frameOf = (kind: string, brand = '') => `<div class="boot-frame" data-frame="${kind}"><span>${brand}</span></div>`;

async function html(path: string, cookie?: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${seo.site.url}${path}`, cookie ? { headers: { cookie } } : {});
  return { status: response.status, body: await response.text() };
}

describe('the layout frame in the served page', () => {
  it('is absent and the page unchanged when the build has no frames (development without a build)', async () => {
    for (const path of ['/en/', '/en/live']) {
      const { status, body } = await html(path);
      expect(status).toBe(200);
      expect(body).not.toContain('boot-frame');
      expect(body).toMatch(/<div id="root"><\/div>/);
      expect(body).toContain('<title>');
    }
  });

  it("is the route's frame, just before an empty #root, on home and the live list; not on a 404 or an information page", async () => {
    const read = await readSiteConfig(seo.db, { country: DEFAULT_COUNTRY, lang: 'en' });
    if (!read.ok) throw new Error(read.problem);
    const companyName = read.config.companyName;
    writeFiles(seo.distDir, {
      [shellFramePath('line')]: frameOf('line', FRAME_COMPANY_NAME_SLOT),
      [shellFramePath('page')]: frameOf('page', FRAME_COMPANY_NAME_SLOT),
    });
    try {
      for (const path of ['/en/', '/en/live']) {
        const { status, body } = await html(path);
        expect(status).toBe(200);
        // The operator's name, escaped, where the build left its slot: the first paint has the header's text.
        expect(body).toContain(`${frameOf('line', escapeText(companyName))}<div id="root"></div>`);
        expect(body).not.toContain(FRAME_COMPANY_NAME_SLOT);
        expect(body.match(/boot-frame/g)).toHaveLength(1);
        // The head is the page's still: the frame goes into the body only.
        expect(body.indexOf('boot-frame')).toBeGreaterThan(body.indexOf('</head>'));
      }
      const missing = await html('/en/wp-admin/setup');
      expect(missing.status).toBe(404);
      expect(missing.body).not.toContain('boot-frame');
    } finally {
      rmSync(join(seo.distDir, 'frames'), { recursive: true, force: true });
    }
    // Gone again with its file (the next build decides).
    expect((await html('/en/live')).body).not.toContain('boot-frame');
  });

  it("carries the cookie question in the page's language to a visitor without an answer's cookie, and nothing to one with it", async () => {
    const question = (lang: string) => `<section class="cookie-consent" data-lang="${lang}"></section>`;
    writeFiles(seo.distDir, {
      [shellFramePath('line')]: `<div class="boot-frame">${FRAME_CONSENT_SLOT}</div>`,
      [consentFramePath('en')]: question('en'),
      [consentFramePath('ru')]: question('ru'),
    });
    try {
      expect((await html('/en/live')).body).toContain(`<div class="boot-frame">${question('en')}</div><div id="root">`);
      expect((await html('/ru/live')).body).toContain(question('ru'));
      for (const cookie of ['cookies_agree_type=0', 'ua=1; cookies_agree_type=2']) {
        const { body } = await html('/en/live', cookie);
        expect(body, cookie).toContain('<div class="boot-frame"></div><div id="root">');
        expect(body).not.toContain('cookie-consent');
      }
      // Not an answer's cookie: still asked.
      expect((await html('/en/live', 'cookies_agree_types=2')).body).toContain(question('en'));
      expect((await html('/en/live')).body).not.toContain(FRAME_CONSENT_SLOT);
    } finally {
      rmSync(join(seo.distDir, 'frames'), { recursive: true, force: true });
    }
  });

  it("fills the operator's name in as text, escaped, wherever the build left its slot", () => {
    const frame = `<a>${FRAME_COMPANY_NAME_SLOT}</a><b>${FRAME_COMPANY_NAME_SLOT}</b>`;
    expect(fillFrame(frame, 'Bet & <Win> $&')).toBe('<a>Bet &amp; &lt;Win&gt; $&amp;</a><b>Bet &amp; &lt;Win&gt; $&amp;</b>');
    // The question is the build's HTML, put in as it is; the slot goes when there is none.
    expect(fillFrame(`<i>${FRAME_CONSENT_SLOT}</i>`, 'x', '<p>$&</p>')).toBe('<i><p>$&</p></i>');
    expect(fillFrame(`<i>${FRAME_CONSENT_SLOT}</i>`, 'x')).toBe('<i></i>');
  });
});
