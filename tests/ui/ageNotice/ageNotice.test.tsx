// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgeNoticeProjection } from '../../../src/protocol/age';
import { AGE_TEST_COOKIE } from '../../../src/protocol/constants/age';
import AgeNoticeHost from '../../../src/ui/ageNotice/AgeNoticeHost';
import RegistrationAgeGate from '../../../src/ui/ageNotice/RegistrationAgeGate';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/**
 * The age notice as a tab paints the ageNotice projection: the first-visit
 * modal (labelled, focus on its first answer, the answer sent as age/answer,
 * "no" leading to responsible gaming), and registration behind the answer.
 */
afterEach(() => {
  cleanup();
  document.cookie = `${AGE_TEST_COOKIE}=; max-age=0; path=/`;
});

const ASK: AgeNoticeProjection = { status: 'ask', minAge: 18, until: null };
const CONFIRMED: AgeNoticeProjection = { status: 'confirmed', minAge: 18, until: Date.UTC(2026, 11, 1) };
const REFUSED: AgeNoticeProjection = { status: 'refused', minAge: 18, until: Date.UTC(2026, 11, 1) };

function show(core: FakeCore, element: React.ReactNode, lang = 'en') {
  const router = createMemoryRouter(
    [
      { path: '/:lng', element },
      { path: '/:lng/responsiblegaming', element: <p data-testid="responsible-page">help</p> },
      { path: '/:lng/registration', element },
    ],
    { initialEntries: [`/${lang}`] },
  );
  render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
  return router;
}

describe('the first-visit age notice', () => {
  it('asks in a labelled modal with focus on its first answer, and sends "yes" as age/answer', async () => {
    const core = readyCore();
    core.push('ageNotice', ASK);
    show(core, <AgeNoticeHost lang="en" />);
    const dialog = await screen.findByRole('dialog', { name: 'Age restriction' });
    expect(dialog.textContent).toContain('Are you 18 years old or older?');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('age-notice-yes')));
    fireEvent.click(screen.getByTestId('age-notice-yes'));
    expect(core.dispatched).toContainEqual({ type: 'age/answer', payload: { answer: 'yes' } });
    act(() => core.push('ageNotice', CONFIRMED));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on "no" leads to the responsible-gaming page', async () => {
    const core = readyCore();
    core.push('ageNotice', ASK);
    const router = show(core, <AgeNoticeHost lang="en" />);
    fireEvent.click(await screen.findByTestId('age-notice-no'));
    expect(core.dispatched).toContainEqual({ type: 'age/answer', payload: { answer: 'no' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/responsiblegaming'));
  });

  it('shows nothing to a visitor whose answer counts, or before the worker has said', () => {
    const core = readyCore();
    show(core, <AgeNoticeHost lang="en" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => core.push('ageNotice', CONFIRMED));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['ru', 'de', 'ar'])('speaks %s', async (lang) => {
    const core = readyCore();
    core.push('ageNotice', ASK);
    show(core, <AgeNoticeHost lang={lang} />, lang);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).not.toMatch(/ageNotice\.|\{\{/);
    expect(dialog.textContent).toContain('18');
  });

  it('outside production, the e2e pre-answer cookie stands for a "yes" and writes nothing', () => {
    document.cookie = `${AGE_TEST_COOKIE}=yes; path=/`;
    const core = readyCore();
    core.push('ageNotice', ASK);
    show(core, <AgeNoticeHost lang="en" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(core.dispatched).toEqual([]);
  });
});

describe('registration behind the age answer', () => {
  const form = <p data-testid="the-form">form</p>;

  it('opens for a confirmed visitor', () => {
    const core = readyCore();
    core.push('ageNotice', CONFIRMED);
    show(core, <RegistrationAgeGate lang="en">{form}</RegistrationAgeGate>);
    expect(screen.getByTestId('the-form')).toBeTruthy();
  });

  it('asks first when there is no answer, and opens once the projection confirms', async () => {
    const core = readyCore();
    core.push('ageNotice', ASK);
    show(core, <RegistrationAgeGate lang="en">{form}</RegistrationAgeGate>);
    expect(await screen.findByTestId('registration-age-ask')).toBeTruthy();
    expect(screen.queryByTestId('the-form')).toBeNull();
    fireEvent.click(screen.getByTestId('registration-age-yes'));
    expect(core.dispatched).toContainEqual({ type: 'age/answer', payload: { answer: 'yes' } });
    act(() => core.push('ageNotice', CONFIRMED));
    expect(screen.getByTestId('the-form')).toBeTruthy();
  });

  it('is refused after a "no", with why and the way to responsible gaming', async () => {
    const core = readyCore();
    core.push('ageNotice', REFUSED);
    show(core, <RegistrationAgeGate lang="en">{form}</RegistrationAgeGate>);
    const refused = await screen.findByTestId('registration-refused');
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toContain('You told us you are under 18');
    expect(screen.queryByTestId('the-form')).toBeNull();
    expect(screen.getByTestId('registration-refused-help').getAttribute('href')).toBe('/en/responsiblegaming');
  });
});

describe('one question at a time', () => {
  it('keeps the modal closed while registration asks in place of its form', async () => {
    const core = readyCore();
    core.push('ageNotice', ASK);
    show(
      core,
      <>
        <AgeNoticeHost lang="en" />
        <RegistrationAgeGate lang="en">
          <p>form</p>
        </RegistrationAgeGate>
      </>,
    );
    expect(await screen.findByTestId('registration-age-ask')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
