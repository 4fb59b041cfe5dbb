/** The two-tone beep of SPEC §4 through Web Audio; false when audio cannot play (then a notification stands in). */
export function playBeep(): boolean {
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return false;
    const ctx = new Ctx();
    const tone = (frequency: number, at: number) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, ctx.currentTime + at);
      gain.gain.exponentialRampToValueAtTime(0.4, ctx.currentTime + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + at + 0.35);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + at);
      osc.stop(ctx.currentTime + at + 0.4);
    };
    tone(880, 0);
    tone(660, 0.45);
    tone(880, 0.9);
    tone(660, 1.35);
    setTimeout(() => void ctx.close().catch(() => undefined), 2_000);
    return ctx.state !== 'closed';
  } catch {
    return false;
  }
}

export function vibrate(): void {
  try {
    navigator.vibrate?.([300, 150, 300]);
  } catch {
    // No vibration motor or not allowed: the modal and the sound still tell the cook.
  }
}

/** A notification from the service worker (works while the page is hidden); false when not possible. */
export async function notifyFromServiceWorker(title: string, body: string): Promise<boolean> {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
    const registration = await navigator.serviceWorker?.ready;
    if (!registration) return false;
    await registration.showNotification(title, { body, tag: 'avanzo-timer', icon: '/icons/icon-192.png' });
    return true;
  } catch {
    return false;
  }
}

/** Asks once for notification permission, as cooking mode starts (SPEC §4). */
export function askNotificationPermission(): void {
  try {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default')
      void Notification.requestPermission();
  } catch {
    // Some browsers throw when asked outside a gesture; timers still beep and show the modal.
  }
}
