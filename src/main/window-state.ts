import { WindowState } from './prefs';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_SIZE = { width: 1200, height: 820 };
export const MIN_SIZE = { width: 420, height: 560 };
/** How much of the window's top strip (where the title bar is) must be on a display to be reachable. */
const GRIP = { width: 120, height: 40 };

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * The bounds to open the window with. The saved position is used only when the title bar would be on a
 * display that is connected now (a monitor may have been unplugged); otherwise the window is centred.
 * The size never exceeds the display it opens on.
 */
export function restoreBounds(
  saved: WindowState | null,
  workAreas: readonly Rect[],
): { width: number; height: number; x?: number; y?: number; maximized: boolean } {
  const primary = workAreas[0];
  const want = {
    width: Math.max(MIN_SIZE.width, saved?.width ?? DEFAULT_SIZE.width),
    height: Math.max(MIN_SIZE.height, saved?.height ?? DEFAULT_SIZE.height),
  };
  const maximized = saved?.maximized ?? false;
  if (saved?.x !== undefined && saved.y !== undefined) {
    const titleBar = { x: saved.x, y: saved.y, width: want.width, height: GRIP.height };
    const home = workAreas.find((area) => {
      const o = overlap(titleBar, area);
      return o.width >= Math.min(GRIP.width, want.width) && o.height >= GRIP.height;
    });
    if (home) return { ...fit(want, home), x: saved.x, y: saved.y, maximized };
  }
  return { ...(primary ? fit(want, primary) : want), maximized };
}

function fit(size: { width: number; height: number }, area: Rect): { width: number; height: number } {
  return {
    width: Math.min(size.width, Math.max(MIN_SIZE.width, area.width)),
    height: Math.min(size.height, Math.max(MIN_SIZE.height, area.height)),
  };
}

/** What to remember at close: the normal (unmaximised) bounds, or nothing if they are not sensible. */
export function captureBounds(normal: Rect, maximized: boolean): WindowState | null {
  const parsed = WindowState.safeParse({
    width: Math.round(normal.width),
    height: Math.round(normal.height),
    x: Math.round(normal.x),
    y: Math.round(normal.y),
    maximized,
  });
  return parsed.success ? parsed.data : null;
}
