import { REWARD_DISPLAY_MS } from '@hueso/contract/missions';

type AudioContextCtor = typeof AudioContext;

/** Plays a short two-tone chime over the reward display; silent where Web Audio is missing. */
export function playRewardSound(durationMs: number = REWARD_DISPLAY_MS): void {
  const Ctor: AudioContextCtor | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);
  if (!Ctor) return;
  try {
    const ctx = new Ctor();
    const seconds = durationMs / 1000;
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + seconds);
    [880, 1320].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      osc.type = 'triangle';
      osc.frequency.setValueAtTime(freq, ctx.currentTime + i * 0.12);
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.12);
      osc.stop(ctx.currentTime + seconds);
    });
    setTimeout(() => void ctx.close().catch(() => undefined), durationMs + 100);
  } catch {
    // Autoplay policies or a broken audio stack must never break the reward display.
  }
}
