// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../fakeCore';
import { readyShellCore } from '../shell/shellFakeCore';
import { slipProjection } from '../../support/bets';

beforeEach(() => {
  for (const name of ['ua', 'hide_right']) document.cookie = `${name}=; path=/; max-age=0`;
});
afterEach(cleanup);

describe('the slip in the main layout', () => {
  it('sits in the right column; the registration widget shows to a guest only while the coupon is empty', async () => {
    const core = readyShellCore();
    core.push('coupon', slipProjection({ player: 'guest', bets: [], allowedTypeIds: [] }));
    renderApp(core, '/en/contacts');
    const column = await screen.findByTestId('side-right');
    // The slip is its own app, fetched with the page.
    expect(await within(column).findByTestId('slip')).toBeTruthy();
    expect(await within(column).findByTestId('registration-widget')).toBeTruthy();
    act(() => core.push('coupon', slipProjection({ player: 'guest' })));
    expect(screen.queryByTestId('registration-widget')).toBeNull();
    // The bets are an app of their own, fetched once the coupon has some.
    expect(await within(column).findByTestId('slip-sign-in')).toBeTruthy();
    act(() => core.push('coupon', slipProjection({ player: 'guest', bets: [] })));
    expect(screen.getByTestId('registration-widget')).toBeTruthy();
  });
});
