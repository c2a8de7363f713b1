// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_TEXTS } from '@casino/contracts';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import { json, mockFetch } from '../../lib/http/testing/fetch-mock.ts';
import { LoginForm } from './login-form.tsx';

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;

function fill(values: { email?: string; password?: string }) {
  if (values.email !== undefined) fireEvent.change(email(), { target: { value: values.email } });
  if (values.password !== undefined) fireEvent.change(password(), { target: { value: values.password } });
}

describe('<LoginForm/>', () => {
  const fetchMock = mockFetch();
  const onSuccess = vi.fn();
  beforeEach(() => onSuccess.mockReset());

  const renderForm = (i18n = createTestI18n()) =>
    render(withI18n(<LoginForm onSuccess={onSuccess} onSwitchToSignup={() => undefined} />, i18n));

  it('shows the schema errors and sends nothing when empty', async () => {
    renderForm();
    fireEvent.click(submit());
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText(PASSWORD_TEXTS.required)).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a bad email and a short password with the spec texts', async () => {
    renderForm();
    fill({ email: 'not-an-email', password: '12345' });
    fireEvent.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts JSON to /rest/login/, disables submit meanwhile, then calls onSuccess', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fill({ email: ' Player@Example.com ', password: 'secret1' });
    fireEvent.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest/login/');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'player@example.com', password: 'secret1' });
    expect(submit().disabled).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();

    await act(async () => answer(json(200, { success: true, previousLoginAt: null })));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(submit().disabled).toBe(false);
  });

  it('solves the challenge the server asks for after repeated failures and sends again', async () => {
    const salt = 'abc?expires=4102444800&';
    const challenge = { algorithm: 'SHA-256', salt, maxnumber: 5000, signature: 'sig' };
    const hidden = 4321;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${hidden}`));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    fetchMock
      .mockResolvedValueOnce(json(428, { success: false, message: 'Check', code: 'challenge_required' }))
      .mockResolvedValueOnce(json(200, { ...challenge, challenge: hex }))
      .mockResolvedValueOnce(json(200, { success: true, previousLoginAt: null }));
    renderForm();
    fill({ email: 'player@example.com', password: 'secret1' });
    fireEvent.click(submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/rest/login/',
      '/rest/challenge/',
      '/rest/login/',
    ]);
    const retried = JSON.parse(String(fetchMock.mock.calls[2]![1]?.body)) as { challenge: string };
    expect(JSON.parse(atob(retried.challenge))).toMatchObject({
      number: hidden,
      challenge: hex,
      signature: 'sig',
    });
  });

  it("shows the server's message and its field error under the field on a 4xx", async () => {
    fetchMock.mockResolvedValue(
      json(401, {
        success: false,
        message: 'Wrong email or password',
        errors: { password: ['Check your password'] },
      }),
    );
    renderForm();
    fill({ email: 'player@example.com', password: 'secret1' });
    fireEvent.click(submit());
    expect(await screen.findByText('Wrong email or password')).toBeTruthy();
    const fieldError = screen.getByText('Check your password');
    expect(password().getAttribute('aria-describedby')).toBe(fieldError.id);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(submit().disabled).toBe(false);
  });

  it('shows a generic text when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    fill({ email: 'player@example.com', password: 'secret1' });
    fireEvent.click(submit());
    expect(
      await screen.findByText('Could not reach the server. Please check your connection and try again.'),
    ).toBeTruthy();
  });

  it('toggles password visibility', () => {
    renderForm();
    expect(password().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().type).toBe('password');
  });

  it('speaks Spanish, including the schema errors', async () => {
    renderForm(createTestI18n('es'));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Introduce tu correo electrónico')).toBeTruthy();
    expect(screen.getByText('Introduce tu contraseña')).toBeTruthy();
  });

  it('links to the signup page (in the current language) when not in a modal', () => {
    render(
      withI18n(
        <MemoryRouter>
          <LoginForm />
        </MemoryRouter>,
        createTestI18n('es'),
      ),
    );
    expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/es/signup/');
  });

  it('leaves the switch line to pages that print their own', () => {
    render(withI18n(<LoginForm hideSwitch />));
    expect(screen.queryByText("Don't have an account?")).toBeNull();
  });

  it('switches with a button inside a modal', () => {
    const onSwitch = vi.fn();
    render(withI18n(<LoginForm onSwitchToSignup={onSwitch} />));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });
});
