/**
 * The game's sound setting, off until the player turns it on (remembered in this browser), and
 * the short chimes it allows: one per rarity, higher for rarer cards, made with Web Audio so no
 * file is downloaded.
 */
import { useSyncExternalStore } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { Button } from './Button';

export const SOUND_STORAGE_KEY = 'hueso.sound';
const listeners = new Set<() => void>();

function readSound(): boolean {
  try {
    return localStorage.getItem(SOUND_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSound(on: boolean): void {
  try {
    localStorage.setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // No storage: the choice lasts while the page is open.
  }
  listeners.forEach((listener) => listener());
}

/** Whether sound is on; re-renders when the player changes it. */
export function useSoundOn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    readSound,
    () => false,
  );
}

let context: AudioContext | undefined;

/** A chime for rank 0 (lowest) to 5 (highest): more notes and higher for rarer; silent while sound is off. */
export function chime(rank: number): void {
  if (!readSound() || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    for (let i = 0; i <= Math.min(rank, 3); i++) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = 'triangle';
      osc.frequency.value = 440 * 2 ** ((rank * 2 + i * 4) / 12);
      gain.gain.setValueAtTime(0.0001, start + i * 0.09);
      gain.gain.exponentialRampToValueAtTime(0.12, start + i * 0.09 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.09 + 0.35);
      osc.connect(gain).connect(context.destination);
      osc.start(start + i * 0.09);
      osc.stop(start + i * 0.09 + 0.4);
    }
  } catch {
    // A browser that refuses audio stays silent.
  }
}

export const SOUND_MESSAGES = defineMessages({
  en: { sound: 'Sound' },
  es: { sound: 'Sonido' },
});

/** A toggle of the game's sound (off by default): its name stays, its pressed state says which. */
export function SoundToggle() {
  const S = useMessages(SOUND_MESSAGES);
  const on = useSoundOn();
  return (
    <Button $variant="ghost" aria-pressed={on} onClick={() => setSound(!on)}>
      <span aria-hidden="true">{on ? '🔊' : '🔇'}</span> {S.sound}
    </Button>
  );
}
