import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from './react.tsx';
import { Trans } from './trans.tsx';
import { createTranslator } from './translator.ts';

const html = (messages: Record<string, string>, node: React.ReactNode) =>
  renderToStaticMarkup(<I18nProvider i18n={createTranslator('en', { m: messages })}>{node}</I18nProvider>);

// What react-i18next's <Trans> rendered for the same texts and props (the forms the app uses).
describe('Trans', () => {
  it('puts a named tag’s text into the given element, values interpolated; <b> is <strong> by default', () => {
    expect(
      html(
        { a: 'We sent a code to <b>{{phone}}</b>.' },
        <Trans i18nKey="m.a" values={{ phone: '+1 555' }} />,
      ),
    ).toBe('We sent a code to <strong>+1 555</strong>.');
  });

  it('keeps the element’s own props, several tags in a text', () => {
    expect(
      html(
        { a: 'I accept the <terms>Terms</terms> and the <privacy>Privacy Policy</privacy>' },
        <Trans i18nKey="m.a" components={{ terms: <a href="/t" />, privacy: <a href="/p" /> }} />,
      ),
    ).toBe('I accept the <a href="/t">Terms</a> and the <a href="/p">Privacy Policy</a>');
  });

  it('a text without tags, and a missing key, read as with t', () => {
    expect(html({ a: 'Plain {{x}}' }, <Trans i18nKey="m.a" values={{ x: 1 }} />)).toBe('Plain 1');
    expect(html({}, <Trans i18nKey="m.none" />)).toBe('m.none');
  });
});
