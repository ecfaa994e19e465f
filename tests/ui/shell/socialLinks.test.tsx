// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCIAL_PLACEMENT } from '../../../src/protocol/constants/socialLinks';
import type { SocialLink } from '../../../src/protocol/schemas/siteConfig';
import { NO_SESSION } from '../../../src/worker/session';
import { renderApp } from '../fakeCore';
import { readyShellCore } from './shellFakeCore';

afterEach(() => cleanup());

const link = (name: string, iconName: string, placementTypeId: number): SocialLink => ({
  name,
  link: `https://social.example/${iconName}`,
  iconName,
  placementTypeId,
});

function open(socialLinks: SocialLink[] | undefined, path = '/en/contacts') {
  const core = readyShellCore(socialLinks ? { socialLinks } : {});
  core.push('session', { ...NO_SESSION, status: 'signedOut' });
  return renderApp(core, path);
}

describe('social links of the site config (SPEC 3)', () => {
  it('the footer draws its placement as named links that open in a new tab, in the order of the config', async () => {
    open([
      link('Telegram', 'telegram', SOCIAL_PLACEMENT.footer),
      link('YouTube', 'youtube', SOCIAL_PLACEMENT.footer),
      link('Odnoklassniki', 'ok', SOCIAL_PLACEMENT.footer),
      link('X', 'x', SOCIAL_PLACEMENT.header),
    ]);
    const nav = await screen.findByTestId('social-links-footer', undefined, { timeout: 5000 });
    expect(nav.getAttribute('aria-label')).toBe('Follow us');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(['Telegram', 'YouTube', 'Odnoklassniki']);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[0]?.getAttribute('href')).toBe('https://social.example/telegram');
    // The brand's mark where the site draws it, a plain link mark for a network it does not know.
    expect(links[0]?.querySelector('.icon')?.className).toContain('icon--brand-telegram');
    expect(links[2]?.querySelector('.icon')?.className).toContain('icon--brand-link');
    // The header-placed link is in the header, small, and not in the footer.
    const header = await screen.findByTestId('social-links-header', undefined, { timeout: 5000 });
    expect(within(header).getByRole('link', { name: 'X' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /^X/ })).toBeNull();
  });

  it('a config without links draws none and fetches nothing for the header', async () => {
    open(undefined);
    await screen.findByTestId('footer-info', undefined, { timeout: 5000 });
    expect(screen.queryByTestId('social-links-footer')).toBeNull();
    expect(screen.queryByTestId('social-links-header')).toBeNull();
  });

  it('the list is named in the language of the page; each link by the network', async () => {
    open([link('VK', 'vk', SOCIAL_PLACEMENT.footer)], '/ru/contacts');
    const nav = await screen.findByTestId('social-links-footer', undefined, { timeout: 5000 });
    await waitFor(() => expect(nav.getAttribute('aria-label')).toBe('Мы в соцсетях'));
    expect(within(nav).getByRole('link', { name: 'VK' }).getAttribute('href')).toBe('https://social.example/vk');
  });
});
