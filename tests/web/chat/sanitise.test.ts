import { describe, expect, it } from 'vitest';
import { sanitiseSearch } from '../../../src/web/features/chat/sanitise';
import { tagsToRefresh } from '../../../src/web/session/liveConnection';

describe('chat search text', () => {
  it('strips markup and control characters', () => {
    expect(sanitiseSearch('<script>alert(1)</script>Dan')).toBe('alert(1) Dan');
    expect(sanitiseSearch('Da\u0000n\u0007  Debtor\n')).toBe('Da n Debtor');
    expect(sanitiseSearch('a < b')).toBe('a b');
    expect(sanitiseSearch('Acme & Sons')).toBe('Acme & Sons');
  });
});

describe("the socket's chat event", () => {
  it('refreshes the conversations and their unread marks', () => {
    expect(tagsToRefresh('chat', { message: null })).toEqual(['Chat']);
    expect(tagsToRefresh('notification', {})).toEqual(['Notification']);
    expect(tagsToRefresh('status_change', {})).toEqual([]);
  });
});
