import { describe, expect, it } from 'vitest';
import { createManualClock } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../testing/test-app.ts';

describe.each(databaseKinds())('the Date header on %s', (kind) => {
  const clock = createManualClock('2030-03-04T05:06:07.000Z');
  const t = setupTestApp(kind, {}, { clock });

  it('is the app clock’s on every answer (API, errors, pages), so browsers count toward its times', async () => {
    for (const url of ['/rest/app/init/', '/rest/daily-login/info/', '/rest/no-such-route/'])
      expect((await t.app.inject({ url })).headers.date, url).toBe('Mon, 04 Mar 2030 05:06:07 GMT');
    clock.advance(86_400_000);
    expect((await t.app.inject({ url: '/healthz' })).headers.date).toBe('Tue, 05 Mar 2030 05:06:07 GMT');
  });
});
