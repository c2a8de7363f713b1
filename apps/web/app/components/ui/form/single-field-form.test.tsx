// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http/http-client.ts';
import { createTestI18n, withI18n } from '../test-i18n.tsx';
import { SingleFieldForm } from './single-field-form.tsx';

function EmailForm({ onSubmit, failureAt }: { onSubmit: (v: string) => Promise<void>; failureAt?: 'form' }) {
  return (
    <SingleFieldForm
      kind="email"
      form="test-email"
      trackAs="test"
      failureAt={failureAt}
      label="Email"
      submitLabel="Send"
      onSubmit={onSubmit}
    />
  );
}

const input = () => screen.getByLabelText('Email') as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('<SingleFieldForm/>', () => {
  afterEach(cleanup);

  it('shows the schema’s refusal in the reader’s language and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(withI18n(<EmailForm onSubmit={onSubmit} />, createTestI18n('es')));
    fireEvent.change(input(), { target: { value: 'not-an-email' } });
    send();
    expect(await screen.findByText('Introduce un correo electrónico válido')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what the schema outputs', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(withI18n(<EmailForm onSubmit={onSubmit} />));
    fireEvent.change(input(), { target: { value: '  Player@Example.COM ' } });
    send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('player@example.com'));
  });

  it('shows the server’s text for the field under it', async () => {
    const refusal = new HttpError({
      kind: 'status',
      status: 409,
      method: 'POST',
      path: '/rest/players/email/',
      message: 'Refused',
      serverMessage: 'Refused',
      errors: { email: ['This email is taken'] },
    });
    render(withI18n(<EmailForm onSubmit={() => Promise.reject(refusal)} />));
    fireEvent.change(input(), { target: { value: 'p@example.com' } });
    send();
    expect(await screen.findByText('This email is taken')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a failure as the form’s alert when asked to', async () => {
    render(withI18n(<EmailForm failureAt="form" onSubmit={() => Promise.reject(new Error('boom'))} />));
    fireEvent.change(input(), { target: { value: 'p@example.com' } });
    send();
    const alert = await screen.findByText('Something went wrong. Please try again.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });
});
