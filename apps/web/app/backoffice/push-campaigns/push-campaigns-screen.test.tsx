// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditDialog } from '../catalogue/list-and-edit.tsx';
import { json, sentRequests, mockFetch } from '../../lib/http/testing/fetch-mock.ts';
import { CampaignForm } from './push-campaigns-screen.tsx';

const fetchMock = mockFetch(async (url, init) => {
  const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
  return json(
    200,
    String(url).endsWith('/audience/')
      ? { success: true, data: { players: 3, devices: 4 } }
      : {
          success: true,
          data: {
            ...(body as object),
            id: 9,
            status: 'scheduled',
            createdAt: '',
            finishedAt: null,
            sent: 0,
            delivered: 0,
            failed: 0,
            removed: 0,
          },
        },
  );
});
const calls = () => sentRequests(fetchMock);

function renderForm(onSaved = vi.fn()) {
  render(
    <EditDialog open onOpenChange={() => {}} title="New push campaign">
      <CampaignForm onSaved={onSaved} />
    </EditDialog>,
  );
  return onSaved;
}

describe('the new push campaign form', () => {
  it("shows the contract's messages under the fields and sends nothing", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'https://elsewhere.example/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule campaign' }));
    expect(await screen.findByText('Give the English title.')).toBeTruthy();
    expect(screen.getByText('Give the Spanish text.')).toBeTruthy();
    expect(screen.getByText('The link is a path of the site, e.g. /promotions/.')).toBeTruthy();
    expect(screen.getByLabelText('Title (English)').getAttribute('aria-invalid')).toBe('true');
    expect(calls().filter((c) => !c.url.endsWith('/audience/'))).toEqual([]);
  });

  it('counts the audience as it is chosen, and sends the API fields', async () => {
    const onSaved = renderForm();
    expect((await screen.findByText(/Audience now: 3 players on 4 devices/)).textContent).toContain(
      'not on a break',
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'May' } });
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'tao' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
    fireEvent.change(screen.getByLabelText('Signed in within (days)'), { target: { value: '7' } });
    await waitFor(() =>
      expect(calls().at(-1)).toEqual({
        url: '/rest/backoffice/push-campaigns/audience/',
        body: { brand: 'tao', locale: 'es', activeWithinDays: 7 },
      }),
    );
    for (const [label, value] of [
      ['Title (English)', 'Hi'],
      ['Text (English)', 'Play'],
      ['Title (Spanish)', 'Hola'],
      ['Text (Spanish)', 'Juega'],
      ['Send at (UTC)', '2031-05-04T12:30:15'],
    ])
      fireEvent.change(screen.getByLabelText(label!), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule campaign' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls().at(-1)).toEqual({
      url: '/rest/backoffice/push-campaigns/',
      body: {
        name: 'May',
        brand: 'tao',
        locale: 'es',
        activeWithinDays: 7,
        titleEn: 'Hi',
        bodyEn: 'Play',
        titleEs: 'Hola',
        bodyEs: 'Juega',
        link: '/promotions/',
        image: null,
        icon: null,
        sendAt: '2031-05-04T12:30:15.000Z',
      },
    });
  });
});
