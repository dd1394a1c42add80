import { describe, expect, it } from 'vitest';
import { carouselWindow } from './carousel-window';

describe('carouselWindow', () => {
  it('starts at the first slide with only next enabled', () => {
    expect(carouselWindow(12, 3, 0)).toEqual({ start: 0, end: 3, canPrev: false, canNext: true });
  });
  it('stops at the last full view instead of looping', () => {
    expect(carouselWindow(12, 3, 9)).toEqual({ start: 9, end: 12, canPrev: true, canNext: false });
    expect(carouselWindow(12, 3, 10).start).toBe(9);
    expect(carouselWindow(12, 3, -1).start).toBe(0);
  });
  it('fewer items than the view allows no movement', () => {
    expect(carouselWindow(2, 4, 1)).toEqual({ start: 0, end: 2, canPrev: false, canNext: false });
    expect(carouselWindow(0, 3, 0)).toEqual({ start: 0, end: 0, canPrev: false, canNext: false });
  });
});
