// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeExclusive, openExclusiveId, useExclusiveOpen } from '../../../src/ui/design/exclusive';
import { Menu, MenuItem } from '../../../src/ui/design/Menu';
import { AnchoredPopover } from '../../../src/ui/design/Popover';

function Panel() {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useExclusiveOpen('panel');
  return (
    <>
      <button ref={anchor} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Settings
      </button>
      {open && (
        <AnchoredPopover anchor={anchor} onClose={(returnFocus) => (setOpen(false), returnFocus && anchor.current?.focus())} label="Panel">
          <p>Panel body</p>
          <button type="button">Inside</button>
        </AnchoredPopover>
      )}
    </>
  );
}

function Page() {
  return (
    <>
      <Menu id="accounts" trigger={<button type="button">Accounts</button>} testId="menu-accounts">
        <MenuItem>Main account</MenuItem>
      </Menu>
      <Menu id="profile" trigger={<button type="button">Profile</button>} testId="menu-profile">
        <MenuItem>Log out</MenuItem>
      </Menu>
      <Panel />
      <p>Elsewhere</p>
    </>
  );
}

const openWithKeyboard = (name: string) => act(() => void fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' }));

describe('menus and popovers: one open at a time', () => {
  afterEach(() => {
    cleanup();
    for (const id of ['accounts', 'profile', 'panel']) closeExclusive(id);
  });

  it('opening a menu closes the one that was open', () => {
    render(<Page />);
    openWithKeyboard('Accounts');
    expect(screen.getByTestId('menu-accounts')).toBeTruthy();
    openWithKeyboard('Profile');
    expect(screen.getByTestId('menu-profile')).toBeTruthy();
    expect(screen.queryByTestId('menu-accounts')).toBeNull();
    expect(openExclusiveId()).toBe('profile');
  });

  it('opening a panel closes an open menu, and opening a menu closes the panel', () => {
    render(<Page />);
    openWithKeyboard('Accounts');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Settings' })));
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeTruthy();
    expect(screen.queryByTestId('menu-accounts')).toBeNull();
    openWithKeyboard('Profile');
    expect(screen.queryByRole('dialog', { name: 'Panel' })).toBeNull();
    expect(screen.getByTestId('menu-profile')).toBeTruthy();
  });

  it('Escape closes a menu and gives focus back to its button', async () => {
    render(<Page />);
    openWithKeyboard('Accounts');
    act(() => void fireEvent.keyDown(screen.getByTestId('menu-accounts'), { key: 'Escape' }));
    expect(screen.queryByTestId('menu-accounts')).toBeNull();
    expect(openExclusiveId()).toBeNull();
    // Radix gives focus back once the menu has gone (the next task).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accounts' })));
  });

  it('Escape closes the panel and focus returns to its control; a click outside closes it and leaves focus alone', async () => {
    render(<Page />);
    const control = screen.getByRole('button', { name: 'Settings' });
    act(() => void fireEvent.click(control));
    act(() => void fireEvent.keyDown(screen.getByRole('dialog', { name: 'Panel' }), { key: 'Escape' }));
    expect(screen.queryByRole('dialog', { name: 'Panel' })).toBeNull();
    expect(document.activeElement).toBe(control);

    act(() => void fireEvent.click(control));
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeTruthy();
    // Radix listens for outside clicks from the task after the panel opened (so the opening click does not close it).
    await waitFor(() => {
      const elsewhere = screen.getByText('Elsewhere');
      act(() => void fireEvent.pointerDown(elsewhere, { button: 0 }));
      act(() => void fireEvent.click(elsewhere));
      expect(screen.queryByRole('dialog', { name: 'Panel' })).toBeNull();
    });
    expect(document.activeElement).not.toBe(control);
    expect(openExclusiveId()).toBeNull();
  });

  it('a click on the control toggles its panel instead of closing and reopening it', () => {
    render(<Page />);
    const control = screen.getByRole('button', { name: 'Settings' });
    act(() => void fireEvent.click(control));
    act(() => void fireEvent.pointerDown(control));
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeTruthy();
    act(() => void fireEvent.click(control));
    expect(screen.queryByRole('dialog', { name: 'Panel' })).toBeNull();
  });
});
