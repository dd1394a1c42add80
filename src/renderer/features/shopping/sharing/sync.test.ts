import { describe, expect, it } from 'vitest';
import { listsBehind } from './sync';

describe('listsBehind: whether the poll saw a change the lists on screen lack', () => {
  const loaded = [
    { id: 1, version: 4 },
    { id: 2, version: 9 },
  ];
  const poll = (lists: { id: number; version: number }[]) => ({ lists, invitations: 0, shared: true });
  it('a newer version of a list, a list that came or a list that went is a change', () => {
    expect(listsBehind(loaded, poll([{ id: 1, version: 5 }, { id: 2, version: 9 }]))).toBe(true);
    expect(listsBehind(loaded, poll([...loaded, { id: 3, version: 1 }]))).toBe(true);
    expect(listsBehind(loaded, poll([{ id: 1, version: 4 }]))).toBe(true);
    expect(listsBehind(loaded, poll([{ id: 1, version: 4 }, { id: 3, version: 9 }]))).toBe(true);
  });
  it('the same versions, or a poll older than the lists (the own write landed between), is none', () => {
    expect(listsBehind(loaded, poll(loaded))).toBe(false);
    expect(listsBehind(loaded, poll([{ id: 1, version: 3 }, { id: 2, version: 9 }]))).toBe(false);
  });
});
