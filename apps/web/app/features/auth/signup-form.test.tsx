// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from '../../components/ui/test-i18n.tsx';
import { readSignupSources } from './auth-api.ts';
import { SignupForm } from './signup-form.tsx';
import { json } from '../../lib/http/testing/fetch-mock.ts';

const submit = () => screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
const terms = () => screen.getByRole('checkbox') as HTMLInputElement;

function fillValid() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
}

describe('<SignupForm/>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onSuccess = vi.fn();
  const flow = json(200, { success: true, flow: { type: 'email', otpRequired: false, channels: ['email'] } });
  /** The form asks for the sign-up flow on mount; the registration call is the one under test. */
  const registrationCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/rest/registration/');
  const answer = (response: Response) =>
    fetchMock.mockImplementation(async (url) =>
      url === '/rest/otp/get-flow/' ? flow.clone() : response.clone(),
    );
  beforeEach(() => {
    fetchMock.mockReset();
    answer(json(500, {}));
    onSuccess.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderForm = () =>
    render(withI18n(<SignupForm onSuccess={onSuccess} onSwitchToLogin={() => undefined} />));

  it('requires the terms', async () => {
    renderForm();
    fillValid();
    fireEvent.click(submit());
    expect(await screen.findByText('Please accept the terms to create an account')).toBeTruthy();
    expect(registrationCalls()).toHaveLength(0);
  });

  it('posts to /rest/registration/ with the sources from the URL', async () => {
    window.history.replaceState(null, '', '/?registrationSource=email_campaign&trafficSource=google&other=1');
    answer(json(200, { success: true }));
    renderForm();
    fillValid();
    fireEvent.click(terms());
    fireEvent.click(submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const [url, init] = registrationCalls()[0]!;
    expect(url).toBe('/rest/registration/');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'new@example.com',
      password: 'secret1',
      agreeTerms: true,
      registration_source: 'email_campaign',
      traffic_source: 'google',
    });
  });

  it('sends no source fields when the URL has none', async () => {
    answer(json(201, { success: true }));
    renderForm();
    fillValid();
    fireEvent.click(terms());
    fireEvent.click(submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(Object.keys(JSON.parse(String(registrationCalls()[0]![1]?.body))).sort()).toEqual([
      'agreeTerms',
      'email',
      'password',
    ]);
  });

  it("shows the server's message and errors.email[0] under the email field", async () => {
    answer(
      json(409, {
        success: false,
        message: 'Registration failed',
        errors: { email: ['This email is already registered'] },
      }),
    );
    renderForm();
    fillValid();
    fireEvent.click(terms());
    fireEvent.click(submit());
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    const fieldError = screen.getByText('This email is already registered');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe(fieldError.id);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('has a password visibility toggle and links the terms in a new tab', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('target')).toBe('_blank');
  });
});

describe('readSignupSources', () => {
  it('trims and caps the values at 64 characters', () => {
    expect(readSignupSources(`?registrationSource=${'x'.repeat(80)}&trafficSource=%20ads%20`)).toEqual({
      registration_source: 'x'.repeat(64),
      traffic_source: 'ads',
    });
    expect(readSignupSources('?registrationSource=')).toEqual({});
  });
});
