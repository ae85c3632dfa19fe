import { newMessageId } from './message-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newMessageId', () => {
  test('is a version 7, RFC 9562 variant UUID carrying the time in milliseconds', () => {
    const at = Date.UTC(2026, 10, 22, 8, 0, 0, 123);
    const id = newMessageId(at);
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  test('ids sort by creation time and do not repeat within a millisecond', () => {
    const ids = [newMessageId(1_000), newMessageId(2_000), newMessageId(1_700_000_000_000)];
    expect([...ids].sort()).toEqual(ids);
    const sameMillisecond = new Set(Array.from({ length: 10_000 }, () => newMessageId(5_000)));
    expect(sameMillisecond.size).toBe(10_000);
  });
});
