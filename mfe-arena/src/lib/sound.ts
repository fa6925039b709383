/**
 * The arena's sounds, synthesised with WebAudio (no audio files): a pulse while searching, a hit per
 * round, a short fanfare or a low tone for the result. They follow the game's one sound setting
 * (@hueso/shared), off by default and remembered.
 */
import { playNotes, setSound, soundOn } from '@hueso/shared/play';

export function isMuted(): boolean {
  return !soundOn();
}

export function setMuted(muted: boolean): void {
  setSound(!muted);
}

const play = playNotes;

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
