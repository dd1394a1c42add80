import { describe, expect, it } from 'vitest';
import { captureBounds, DEFAULT_SIZE, restoreBounds } from './window-state';

const laptop = { x: 0, y: 0, width: 1440, height: 875 };
const external = { x: 1440, y: -200, width: 2560, height: 1415 };

describe('window state', () => {
  it('opens centred at the default size the first time', () => {
    expect(restoreBounds(null, [laptop])).toEqual({ ...DEFAULT_SIZE, maximized: false });
  });

  it('restores the saved place when it is on a display that is connected', () => {
    const saved = { width: 1000, height: 700, x: 2000, y: 100, maximized: false };
    expect(restoreBounds(saved, [laptop, external])).toEqual(saved);
  });

  it('centres the window on the primary display when its monitor is gone', () => {
    const saved = { width: 1000, height: 700, x: 2000, y: 100 };
    expect(restoreBounds(saved, [laptop])).toEqual({ width: 1000, height: 700, maximized: false });
  });

  it('does not restore a window whose title bar would be off screen or barely visible', () => {
    expect(restoreBounds({ width: 1000, height: 700, x: 100, y: -500 }, [laptop]).x).toBeUndefined();
    expect(restoreBounds({ width: 1000, height: 700, x: 1400, y: 100 }, [laptop]).x).toBeUndefined();
    expect(restoreBounds({ width: 1000, height: 700, x: 1200, y: 100 }, [laptop]).x).toBe(1200);
  });

  it('shrinks a window larger than its display, and keeps the minimum size', () => {
    expect(restoreBounds({ width: 3000, height: 2000, x: 0, y: 0 }, [laptop])).toMatchObject({
      width: 1440,
      height: 875,
      x: 0,
      y: 0,
    });
    expect(restoreBounds({ width: 400, height: 300 }, [laptop])).toMatchObject({ width: 420, height: 560 });
  });

  it('keeps the maximised flag', () => {
    expect(restoreBounds({ width: 1000, height: 700, maximized: true }, [laptop]).maximized).toBe(true);
  });

  it('remembers the normal bounds, rounded, and nothing when they make no sense', () => {
    expect(captureBounds({ x: 10.4, y: 20.6, width: 1000, height: 700 }, true)).toEqual({
      x: 10,
      y: 21,
      width: 1000,
      height: 700,
      maximized: true,
    });
    expect(captureBounds({ x: 0, y: 0, width: 0, height: 0 }, false)).toBeNull();
  });
});
