/** SPEC §9 scroll thresholds for the landing page. */
export const BAR_SHADOW_AFTER = 10;
export const BAR_HIDE_AFTER = 80;
export const GO_TOP_AFTER = 300;

export interface ScrollState {
  lastY: number;
  barHidden: boolean;
  barShadow: boolean;
  showGoTop: boolean;
}

export const INITIAL_SCROLL: ScrollState = { lastY: 0, barHidden: false, barShadow: false, showGoTop: false };

/**
 * The top bar hides when scrolling down past 80 px and comes back on any scroll up; it gets a shadow
 * after 10 px. The go-to-top button shows after 300 px.
 */
export function nextScrollState(previous: ScrollState, y: number): ScrollState {
  const scrollY = Math.max(0, y);
  let barHidden = previous.barHidden;
  if (scrollY > previous.lastY && scrollY > BAR_HIDE_AFTER) barHidden = true;
  else if (scrollY < previous.lastY || scrollY <= BAR_HIDE_AFTER) barHidden = false;
  return {
    lastY: scrollY,
    barHidden,
    barShadow: scrollY > BAR_SHADOW_AFTER,
    showGoTop: scrollY > GO_TOP_AFTER,
  };
}
