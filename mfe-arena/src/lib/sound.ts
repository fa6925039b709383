/**
 * The arena's sounds, synthesised with WebAudio (no audio files): a pulse while searching, a hit per
 * round, a short fanfare or a low tone for the result. Muted by default; the choice is remembered.
 */
const KEY = 'hueso.arena.sound';

export function isMuted(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'on';
  } catch {
    return true;
  }
}

export function setMuted(muted: boolean): void {
  try {
    localStorage.setItem(KEY, muted ? 'off' : 'on');
  } catch {
    // Storage may be unavailable (private mode): the choice lasts for the page only.
  }
}

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

/** Plays notes (Hz, seconds from now, length) unless muted. */
function play(notes: [number, number, number][], type: OscillatorType = 'triangle'): void {
  if (isMuted()) return;
  const ctx = audio();
  if (!ctx) return;
  const t0 = ctx.currentTime;
  for (const [freq, at, len] of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, t0 + at);
    gain.gain.exponentialRampToValueAtTime(0.2, t0 + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0 + at);
    osc.stop(t0 + at + len + 0.05);
  }
}

export const sounds = {
  tick: () => play([[220, 0, 0.12]], 'sine'),
  hit: () =>
    play(
      [
        [140, 0, 0.08],
        [90, 0.05, 0.15],
      ],
      'square',
    ),
  win: () =>
    play([
      [523, 0, 0.15],
      [659, 0.15, 0.15],
      [784, 0.3, 0.35],
    ]),
  lose: () =>
    play(
      [
        [300, 0, 0.25],
        [200, 0.25, 0.4],
      ],
      'sawtooth',
    ),
};
