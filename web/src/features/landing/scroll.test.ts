import { describe, expect, it } from 'vitest';
import { INITIAL_SCROLL, nextScrollState, type ScrollState } from './scroll';

const scrollThrough = (ys: number[]): ScrollState => ys.reduce(nextScrollState, INITIAL_SCROLL);

describe('landing scroll behaviour (SPEC §2, §9)', () => {
  it('adds the bar shadow only after 10 px', () => {
    expect(scrollThrough([10]).barShadow).toBe(false);
    expect(scrollThrough([11]).barShadow).toBe(true);
  });

  it('keeps the bar while scrolling down up to 80 px, hides it past 80 px', () => {
    expect(scrollThrough([40, 80]).barHidden).toBe(false);
    expect(scrollThrough([40, 81]).barHidden).toBe(true);
  });

  it('brings the bar back on any scroll up, and hides it again on the next scroll down', () => {
    expect(scrollThrough([200, 400, 399]).barHidden).toBe(false);
    expect(scrollThrough([200, 400, 399, 420]).barHidden).toBe(true);
  });

  it('shows the go-to-top button after 300 px', () => {
    expect(scrollThrough([300]).showGoTop).toBe(false);
    expect(scrollThrough([301]).showGoTop).toBe(true);
    expect(scrollThrough([301, 120]).showGoTop).toBe(false);
  });

  it('treats overscroll (negative y) as the top', () => {
    expect(scrollThrough([-40])).toEqual({ lastY: 0, barHidden: false, barShadow: false, showGoTop: false });
  });
});
