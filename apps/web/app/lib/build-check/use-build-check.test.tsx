// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../components/ui/test-i18n.tsx';
import { I18nProvider } from '../../i18n/react.tsx';
import { useBuildCheck } from './use-build-check.tsx';

let i18n = createTestI18n('en');

function Probe({ buildId, fetchLatest }: { buildId: string; fetchLatest: () => Promise<string> }): ReactNode {
  useBuildCheck(buildId, { fetchLatest });
  return null;
}

/** Renders the app and waits for the check's code, which the hook loads on its own. */
async function renderApp(fetchLatest: () => Promise<string>) {
  const view = render(
    <I18nProvider i18n={i18n}>
      <Toaster />
      <Probe buildId="old" fetchLatest={fetchLatest} />
    </I18nProvider>,
  );
  await vi.dynamicImportSettled();
  return view;
}

describe('useBuildCheck', () => {
  const reload = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('location', { ...window.location, reload });
    reload.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a persistent toast with refresh and dismiss when a new build appears', async () => {
    const fetchLatest = vi.fn(async () => 'new');
    await renderApp(fetchLatest);
    await act(() => vi.advanceTimersByTimeAsync(1100));

    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Updated content is available. Please refresh the page.')).toBeTruthy();
    // Far beyond the default toast duration: it must still be there.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Updated content is available. Please refresh the page.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes the toast on dismiss', async () => {
    await renderApp(async () => 'new');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.getByText('Updated content is available. Please refresh the page.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'dismiss' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Updated content is available. Please refresh the page.')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows nothing while the build is current', async () => {
    await renderApp(async () => 'old');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.queryByText('Updated content is available. Please refresh the page.')).toBeNull();
  });

  it('uses the Spanish text in Spanish', async () => {
    i18n = createTestI18n('es');
    try {
      await renderApp(async () => 'new');
      await act(() => vi.advanceTimersByTimeAsync(1100));
      expect(
        screen.getByText('Hay contenido actualizado disponible. Por favor, actualiza la página.'),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'actualizar' })).toBeTruthy();
    } finally {
      i18n = createTestI18n('en');
    }
  });
});
