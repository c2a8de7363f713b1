// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import { json, mockFetch } from '../../lib/http/testing/fetch-mock.ts';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form.tsx';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};

describe('<ChangePasswordForm/>', () => {
  const fetchMock = mockFetch();
  const onSuccess = vi.fn();
  beforeEach(() => onSuccess.mockReset());
  const renderForm = (props: Partial<ChangePasswordFormProps> = {}, lang: 'en' | 'es' = 'en') =>
    render(
      withI18n(<ChangePasswordForm mode="change" onSuccess={onSuccess} {...props} />, createTestI18n(lang)),
    );
  const submit = (name = 'Change password') => screen.getByRole('button', { name }) as HTMLButtonElement;

  it('keeps submit disabled until the old, new and repeated passwords are valid', async () => {
    renderForm();
    expect(submit().disabled).toBe(true);
    type('Current password', 'old-secret-1');
    type('New password', 'abc');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(input('New password').dataset.state).toBe('error');
    type('New password', 'fresh-secret-2');
    type('Repeat new password', 'fresh-secret-3');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type('Repeat new password', 'fresh-secret-2');
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(input('New password').dataset.state).toBe('touched');
  });

  it('hides the old password for a generated one and sends without it', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, message: 'Your password has been changed.' }));
    renderForm({ hasAutoPassword: true });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('New password', 'fresh-secret-2');
    type('Repeat new password', 'fresh-secret-2');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Your password has been changed.'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest/players/change-password/');
    expect(JSON.parse(String(init?.body))).toEqual({
      password: 'fresh-secret-2',
      password_repeat: 'fresh-secret-2',
    });
  });

  it('shows the first errors.password_old message when the server refuses', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        success: false,
        message: 'Your current password is not correct.',
        errors: { password_old: ['Your current password is not correct.'] },
      }),
    );
    renderForm();
    type('Current password', 'old-secret-1');
    type('New password', 'fresh-secret-2');
    type('Repeat new password', 'fresh-secret-2');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await act(async () => fireEvent.click(submit()));
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(input('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('restores with the token and offers a new link when it is dead', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        success: false,
        message: 'This password reset link is not valid any more.',
        errors: { token: ['x'] },
      }),
    );
    const onRequestNewLink = vi.fn();
    renderForm({ mode: 'restore', token: 'T0KEN', onRequestNewLink });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('New password', 'fresh-secret-2');
    type('Repeat new password', 'fresh-secret-2');
    await waitFor(() => expect(submit('Save and sign in').disabled).toBe(false));
    await act(async () => fireEvent.click(submit('Save and sign in')));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      token: 'T0KEN',
      password: 'fresh-secret-2',
      password_repeat: 'fresh-secret-2',
    });
    expect(await screen.findByText('This password reset link is not valid any more.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(onRequestNewLink).toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    renderForm({}, 'es');
    expect(screen.getByLabelText('Contraseña actual')).toBeTruthy();
    type('Nueva contraseña', '123');
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
  });
});
