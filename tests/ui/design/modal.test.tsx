// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { Modal } from '../../../src/ui/design/Modal';

afterEach(cleanup);

function Form() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        // A new onClose each render, as the callers write it.
        <Modal title="Sign in" onClose={() => setOpen(false)}>
          <input aria-label="login" value={text} onChange={(e) => setText(e.target.value)} />
          <input aria-label="password" />
          <button type="submit">go</button>
        </Modal>
      )}
    </>
  );
}

function renderForm() {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Form />
    </I18nextProvider>,
  );
}

describe('the modal', () => {
  it('focuses its first field once: typing elsewhere is not pulled back on re-render', () => {
    renderForm();
    fireEvent.click(screen.getByText('open'));
    expect(document.activeElement).toBe(screen.getByLabelText('login'));
    screen.getByLabelText('password').focus();
    fireEvent.change(screen.getByLabelText('login'), { target: { value: 'demo' } });
    expect(document.activeElement).toBe(screen.getByLabelText('password'));
  });

  it('is labelled by its title, keeps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    renderForm();
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    const go = screen.getByText('go');
    go.focus();
    // From the last control Tab goes round to the first (the close button), Shift+Tab back.
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('Close'));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(go);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
