import { describe, expect, it } from 'vitest';
import { createRecordingPublisher, publishAfterCommit } from './publisher.ts';

describe('publishAfterCommit', () => {
  it('sends nothing until flushed, then everything once, in order', () => {
    const { publisher: target, sent } = createRecordingPublisher();
    const held = publishAfterCommit(target);
    held.publisher.toBrand('funrize', { type: 'promotionsPage', action: 'update' });
    held.publisher.toPlayer('p1', { type: 'feature', action: 'started', data: { key: 'dailyLogin' } });
    expect(sent).toEqual([]);
    held.flush();
    held.flush();
    expect(sent.map((s) => s.to)).toEqual(['brand:funrize', 'player:p1']);
  });
});
