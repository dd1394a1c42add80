/** Which slides a carousel shows: no infinite loop, so the window stops at both ends (SPEC §2). */
export function carouselWindow(total: number, perView: number, start: number) {
  const last = Math.max(0, total - perView);
  const s = Math.min(Math.max(0, Math.trunc(start)), last);
  return { start: s, end: Math.min(total, s + perView), canPrev: s > 0, canNext: s < last };
}
