// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_EDITABLE_FIELDS, PERSONAL_FIELDS } from '../../../src/protocol/constants/personalData';
import { reject, type Rejection } from '../../../src/protocol/rejections';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import type { PersonalDataAnswer } from '../../../src/protocol/schemas/personalData';
import type { SessionAccepted, SessionOutcome, SessionRequest } from '../../../src/protocol/session';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { PersonalDataPage } from '../../../src/ui/office/personal/PersonalDataPage';
import { NO_SESSION } from '../../../src/worker/session';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/**
 * office/personal-data over the fake core: it paints the server's answer
 * (each field's access, the verified lock), sends only the changed fields,
 * shows each refused field's reason under it, and changes the e-mail by a
 * code after the step-up the server asks for.
 */
afterEach(cleanup);

const accepted = (outcome: SessionOutcome): SessionAccepted => ({ accepted: true, seq: 0, outcome });
type Reply = SessionAccepted | Rejection | Promise<SessionAccepted | Rejection>;

function dataWith(over: Partial<PersonalDataAnswer> = {}, values: Partial<PersonalDataAnswer['values']> = {}): PersonalDataAnswer {
  return {
    values: { ...Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, null])), city: 'Kazan', ...values } as PersonalDataAnswer['values'],
    access: Object.fromEntries(
      PERSONAL_FIELDS.map((f) => [f, DEFAULT_EDITABLE_FIELDS[f] ? 'editable' : 'not_editable']),
    ) as PersonalDataAnswer['access'],
    verified: false,
    country: 'RU',
    examples: { tax: '500100732259', passport: '123456', passportSeries: '4509' },
    email: 'old@example.com',
    phone: { code: '7', number: '9000000001' },
    ...over,
  };
}

function coreWith(reply: (request: SessionRequest) => Reply): FakeCore & { requests: SessionRequest[] } {
  const core = readyCore() as FakeCore & { requests: SessionRequest[] };
  core.requests = [];
  core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7 });
  core.answer = (command) => {
    if (command.type !== 'session/request') return { accepted: true, seq: 0 };
    const request = command.payload as SessionRequest;
    core.requests.push(request);
    return reply(request);
  };
  return core;
}

function show(core: FakeCore, lang = 'en') {
  const resolution = { kind: 'page', routeId: 'officePersonalData', params: {}, query: {}, language: lang } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <PersonalDataPage resolution={resolution} /> }]);
  return render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
}

describe('office/personal-data', () => {
  it('paints the data, each field editable or kept, with the country example', async () => {
    show(coreWith(() => accepted({ kind: 'personalData', data: dataWith() })));
    const city = (await screen.findByTestId('personal-city')) as HTMLInputElement;
    expect(city.value).toBe('Kazan');
    expect(city.disabled).toBe(false);
    expect((screen.getByTestId('personal-country') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Only support can change this field.')).toBeTruthy();
    expect(screen.getByText('For example: 500100732259')).toBeTruthy();
    expect(screen.queryByTestId('personal-locked')).toBeNull();
    expect(screen.getByTestId('personal-contact-email-value').textContent).toBe('old@example.com');
  });

  it('shows the verified lock and no save button once verified', async () => {
    const access = Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, 'locked_verified'])) as PersonalDataAnswer['access'];
    show(coreWith(() => accepted({ kind: 'personalData', data: dataWith({ verified: true, access }) })));
    expect((await screen.findByTestId('personal-locked')).textContent).toContain('verified');
    expect((screen.getByTestId('personal-city') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('personal-save')).toBeNull();
  });

  it('sends only what changed and shows each refused field under it', async () => {
    const core = coreWith((r) => {
      if (r.kind === 'updatePersonalData') return reject('session.invalid_personal_data', { status: 400, 'field.inn': 'check_digit' });
      return accepted({ kind: 'personalData', data: dataWith() });
    });
    show(core);
    fireEvent.change(await screen.findByTestId('personal-inn'), { target: { value: '500100732258' } });
    fireEvent.click(screen.getByTestId('personal-save'));
    expect((await screen.findByTestId('personal-error-inn')).textContent).toBe('The check digit does not match: look for a typo.');
    expect(core.requests.find((r) => r.kind === 'updatePersonalData')).toEqual({
      kind: 'updatePersonalData',
      values: { inn: '500100732258' },
    });
  });

  it('saves and shows the server answer', async () => {
    const core = coreWith((r) =>
      accepted({ kind: 'personalData', data: r.kind === 'updatePersonalData' ? dataWith({}, { city: 'Moscow' }) : dataWith() }),
    );
    show(core);
    fireEvent.change(await screen.findByTestId('personal-city'), { target: { value: 'Moscow' } });
    fireEvent.click(screen.getByTestId('personal-save'));
    expect(await screen.findByTestId('personal-saved')).toBeTruthy();
    expect((screen.getByTestId('personal-city') as HTMLInputElement).value).toBe('Moscow');
  });

  it('changes the e-mail: the step-up the server asks for, then the code to the new address', async () => {
    let steppedUp = false;
    const core = coreWith((r) => {
      if (r.kind === 'contactChange')
        return steppedUp
          ? accepted({ kind: 'contactCodeSent', to: 'n***@example.com', expiresAt: Date.now() + 600_000, resendAt: Date.now() + 60_000 })
          : reject('session.step_up_required', { status: 403 });
      if (r.kind === 'stepUpState') return accepted({ kind: 'stepUp', until: null, methods: ['password'] });
      if (r.kind === 'stepUp') {
        steppedUp = true;
        return accepted({ kind: 'stepUp', until: Date.now() + 300_000, methods: ['password'] });
      }
      if (r.kind === 'contactConfirm') return accepted({ kind: 'personalData', data: dataWith({ email: 'new@example.com' }) });
      return accepted({ kind: 'personalData', data: dataWith() });
    });
    show(core);
    fireEvent.click(await screen.findByTestId('personal-change-email'));
    fireEvent.change(screen.getByTestId('field-new-email'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByTestId('personal-contact-send'));
    const password = await screen.findByLabelText(/password/i);
    fireEvent.change(password, { target: { value: 'secret-password' } });
    fireEvent.submit(password.closest('form') as HTMLFormElement);
    expect((await screen.findByTestId('personal-code-sent')).textContent).toContain('n***@example.com');
    fireEvent.change(screen.getByTestId('field-contact-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('personal-contact-confirm'));
    await waitFor(() => expect(screen.getByTestId('personal-contact-email-value').textContent).toBe('new@example.com'));
    expect(core.requests.filter((r) => r.kind === 'contactChange')).toHaveLength(2);
    expect(core.requests.find((r) => r.kind === 'contactConfirm')).toEqual({ kind: 'contactConfirm', contact: 'email', code: '123456' });
  });

  it('speaks Arabic', async () => {
    show(
      coreWith(() => accepted({ kind: 'personalData', data: dataWith() })),
      'ar',
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('البيانات الشخصية');
  });
});
