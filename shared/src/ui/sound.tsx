/**
 * The game's one sound setting, off until the player turns it on (remembered in this browser),
 * and the notes it allows, synthesised with Web Audio so no file is downloaded: the arena's
 * battle sounds and the pack reveal's rarity chimes.
 */
import { useSyncExternalStore } from 'react';
import { defineMessages, useMessages } from '../i18n/messages';
import { Button } from './Button';
import { SoundOffIcon, SoundOnIcon } from './gameIcons';

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

/** Plays notes (Hz, seconds from now, length in seconds) unless sound is off or the browser has no audio. */
export function playNotes(
  notes: readonly [number, number, number][],
  type: OscillatorType = 'triangle',
): void {
  if (!readSound() || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const t0 = context.currentTime;
    for (const [freq, at, len] of notes) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = type;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t0 + at);
      gain.gain.exponentialRampToValueAtTime(0.15, t0 + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
      osc.connect(gain).connect(context.destination);
      osc.start(t0 + at);
      osc.stop(t0 + at + len + 0.05);
    }
  } catch {
    // A browser that refuses audio stays silent.
  }
}

/** A card's rarity announced: rank 0 (C) to 5 (L), more notes and higher for rarer cards. */
export function chime(rank: number): void {
  playNotes(
    Array.from({ length: Math.min(rank, 3) + 1 }, (_, i) => [
      440 * 2 ** ((rank * 2 + i * 4) / 12),
      i * 0.09,
      0.35,
    ]),
  );
}

/** Whether sound is on now (outside React). */
export const soundOn = readSound;

export const SOUND_MESSAGES = defineMessages({
  en: { sound: 'Sound' },
  es: () => import(/* webpackChunkName: "shared-messages-es" */ './sound-es'),
});

/** A toggle of the game's sound (off by default): its name stays, its pressed state says which. */
export function SoundToggle() {
  const S = useMessages(SOUND_MESSAGES);
  const on = useSoundOn();
  return (
    <Button $variant="ghost" aria-pressed={on} onClick={() => setSound(!on)}>
      {on ? <SoundOnIcon size={18} /> : <SoundOffIcon size={18} />} {S.sound}
    </Button>
  );
}
