// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n, withI18n } from '../../components/ui/test-i18n.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { fakeRealtime } from '../../lib/realtime/testing/fake-realtime.ts';
import { VerificationToasts } from './verification-toasts.tsx';

afterEach(cleanup);

/** The toasts' root and the toaster at `path`, with push listeners one can fire; answers the router too. */
function mount(path: string, lng: 'en' | 'es' = 'en') {
  const { client, emit } = fakeRealtime();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <VerificationToasts />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    withI18n(
      <RealtimeProvider client={client}>{<RouterProvider router={router} />}</RealtimeProvider>,
      createTestI18n(lng),
    ),
  );
  return { emit, router };
}

describe('player verification toasts', () => {
  it('shows the document decision and leads a player who must scan a document to the documents page', async () => {
    const { emit, router } = mount('/lobby/');
    emit({ type: 'playerVerification', action: 'success', data: { documentId: 'd1' } });
    expect(await screen.findByText('Your identity document has been approved.')).toBeTruthy();

    emit({ type: 'playerVerification', action: 'needScanDocument', data: {} });
    expect(await screen.findByText(/Upload a photo or scan of your identity document/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Go there' }).at(-1)!);
    await expect.poll(() => router.state.location.pathname).toBe('/account/documents/');
  });

  it('says an Apple Pay result and a duplicate in Spanish, and the survey leads to the profile', async () => {
    const { emit, router } = mount('/es/lobby/', 'es');
    emit({ type: 'playerVerification', action: 'apple_pay_failed', data: { paymentId: 'p1' } });
    expect(await screen.findByText('El pago con Apple Pay ha fallado')).toBeTruthy();
    emit({ type: 'playerVerification', action: 'duplicate', data: { documentId: 'd2' } });
    expect(
      await screen.findByText('Este documento ya está vinculado a otra cuenta. Contacta con soporte.'),
    ).toBeTruthy();
    emit({ type: 'playerVerification', action: 'surveyRequired', data: {} });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Ir allí' })).at(-1)!);
    await expect.poll(() => router.state.location.pathname).toBe('/es/account/personal-info/');
  });

  it('says a rejected document with the way back to the documents page, and an Apple Pay success', async () => {
    const { emit, router } = mount('/lobby/');
    emit({ type: 'playerVerification', action: 'apple_pay_success', data: { paymentId: 'p2' } });
    expect(await screen.findByText('Your Apple Pay payment went through.')).toBeTruthy();
    emit({ type: 'playerVerification', action: 'failed', data: { documentId: 'd3' } });
    const rejected = (await screen.findByText(/Your document was not accepted/)).closest('li')!;
    fireEvent.click(within(rejected).getByRole('button', { name: 'Go there' }));
    await expect.poll(() => router.state.location.pathname).toBe('/account/documents/');
  });
});
