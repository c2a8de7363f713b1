// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allMessages, completeMessages, setPartialMessages } from './complete-messages.ts';
import { createI18n } from './i18n.ts';
import { messages } from './messages.ts';
import { pageMessages } from './page-messages.ts';

afterEach(() => vi.unstubAllGlobals());

const landingText = (tree: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);

describe("the rest of a landing page's texts", () => {
  it('is fetched once and added to the instance the page renders with', async () => {
    const { messages: landing } = pageMessages(messages.es, '/es');
    const instance = createI18n('es', landing);
    expect(instance.t('auth.login.title')).toBe('auth.login.title');
    const fetchMock = vi.fn(async () => Response.json(messages.es));
    vi.stubGlobal('fetch', fetchMock);

    setPartialMessages(instance, 'es');
    await Promise.all([allMessages(), allMessages()]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0])).toContain('/api/rest/translations/es');
    expect(instance.t('auth.login.title')).toBe('Iniciar sesión');
    expect(instance.t('home.hero.lead')).toBe(landingText(landing, 'home.hero.lead'));
    expect(completeMessages('es')).toEqual(messages.es);
    // Complete now: nothing more to fetch.
    await allMessages();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the page's texts when the rest cannot be fetched, and asks again on the next need", async () => {
    const { messages: landing } = pageMessages(messages.en, '/');
    const instance = createI18n('en', landing);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    setPartialMessages(instance, 'en');

    await allMessages();
    expect(instance.t('home.hero.lead')).toBe(landingText(landing, 'home.hero.lead'));
    expect(instance.t('auth.login.title')).toBe('auth.login.title');
    expect(completeMessages('en')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Translation for en not found');

    fetchMock.mockImplementation(async () => Response.json(messages.en));
    await allMessages();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(instance.t('auth.login.title')).not.toBe('auth.login.title');
  });
});
