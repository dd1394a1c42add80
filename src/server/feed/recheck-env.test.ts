import { describe, expect, it } from 'vitest';
import { feedRecheckFromEnv } from '../start';

describe('KOSAR_FEED_RECHECK_MINUTES', () => {
  it('is minutes, from 0 to a day; unset keeps the default', () => {
    expect(feedRecheckFromEnv({})).toBeUndefined();
    expect(feedRecheckFromEnv({ KOSAR_FEED_RECHECK_MINUTES: '0' })).toBe(0);
    expect(feedRecheckFromEnv({ KOSAR_FEED_RECHECK_MINUTES: '30' })).toBe(30 * 60_000);
    expect(feedRecheckFromEnv({ KOSAR_FEED_RECHECK_MINUTES: '1440' })).toBe(1440 * 60_000);
  });

  it('refuses anything else at start-up, saying what it takes', () => {
    for (const bad of ['-1', '1441', '1.5', 'ten', '99999999999']) {
      expect(() => feedRecheckFromEnv({ KOSAR_FEED_RECHECK_MINUTES: bad })).toThrow(/whole number of minutes from 0 to 1440/);
    }
  });
});
