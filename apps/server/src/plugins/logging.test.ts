import { describe, expect, it } from 'vitest';
import { maskSecrets, redactUrl, requestIdOf } from './logging.ts';

describe('log masking', () => {
  it('masks Luhn-valid card numbers, grouped or not, and leaves other digits alone', () => {
    expect(maskSecrets('card 4242424242424242 and 4000 0566 5566 5556.')).toBe(
      'card [card …4242] and [card …5556].',
    );
    // Not a card: fails Luhn; the line's own time; a short number.
    expect(maskSecrets('order 4242424242424241')).toBe('order 4242424242424241');
    const line = '{"level":30,"time":1796226205890,"n":4242424242424242,"responseTime":3243.561679999999}';
    expect(maskSecrets(line)).toBe(line);
    expect(JSON.parse(maskSecrets('{"msg":"card 4242424242424242"}'))).toEqual({ msg: 'card [card …4242]' });
  });

  it('redacts secret query values and token path segments, keeping ids and words', () => {
    const token = 'Qm9vdHN0cmFwLXJlc2V0LXRva2VuLWZvci10ZXN0cw';
    const id = '598f00b0-a9f4-41b1-952e-ce81ea9f9d3f';
    expect(redactUrl(`/rest/password/restore/?token=${token}&lang=es`)).toBe(
      '/rest/password/restore/?token=[redacted]&lang=es',
    );
    expect(redactUrl(`/rest/in-house/session/${token}/spin/`)).toBe(
      '/rest/in-house/session/[redacted]/spin/',
    );
    expect(redactUrl(`/rest/ops/redeems/${id}/approve/`)).toBe(`/rest/ops/redeems/${id}/approve/`);
    expect(maskSecrets(`"forget to return reply in \\"/x/?token=${token}\\" (GET)"`)).not.toContain(token);
    expect(maskSecrets(`at /game-frame/${token}/ now`)).toBe('at /game-frame/[redacted]/ now');
  });

  it('keeps a plain incoming request id and replaces anything else', () => {
    const of = (value?: string) =>
      requestIdOf({ headers: value === undefined ? {} : { 'x-request-id': value } } as never);
    expect(of('lb-7f3a9c21-request')).toBe('lb-7f3a9c21-request');
    expect(of('short')).toMatch(/^[0-9a-f-]{36}$/);
    expect(of('a b<script>')).toMatch(/^[0-9a-f-]{36}$/);
    expect(of()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
