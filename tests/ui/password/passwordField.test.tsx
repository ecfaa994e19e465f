// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { PasswordField } from '../../../src/ui/password/PasswordField';
import { estimate } from '../../../src/ui/password/strength';

afterEach(cleanup);

describe('the strength estimate', () => {
  it('calls a listed password breached and scores it 0 whatever its case', () => {
    expect(estimate('Baseball1')).toEqual({ score: 0, breached: true });
    expect(estimate('football').breached).toBe(true);
  });

  it('rates a long unusual phrase strong, and a password built from the form weak', () => {
    expect(estimate('violet tram hums under 7 bridges').score).toBe(4);
    expect(estimate('ivanpetrov1984', ['ivanpetrov']).score).toBeLessThan(3);
  });
});

function Form() {
  const [value, setValue] = useState('');
  return <PasswordField name="password" label="Password" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('PasswordField', () => {
  it('shows no meter while empty, then the level and the breached warning as the player types', async () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Form />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('password-strength')).toBeNull();
    const input = screen.getByTestId('field-password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    fireEvent.change(input, { target: { value: 'Baseball1' } });
    expect(await screen.findByTestId('password-breached')).toBeTruthy();
    expect(screen.getByTestId('password-strength').textContent).toContain('Strength: very weak');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('password-strength').id);
    fireEvent.change(input, { target: { value: 'violet tram hums under 7 bridges' } });
    await waitFor(() => expect(screen.getByTestId('password-strength').textContent).toContain('Strength: strong'));
    expect(screen.queryByTestId('password-breached')).toBeNull();
  });
});
