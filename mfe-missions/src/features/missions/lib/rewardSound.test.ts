import { setSound } from '@hueso/shared/play';
import { playRewardSound } from './rewardSound';

/** A Web Audio stand-in that counts the tones it is asked to play. */
const started: number[] = [];
class FakeContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    return {
      type: '',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => started.push(1),
      stop: () => undefined,
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
  }
}

beforeAll(() => {
  (globalThis as { AudioContext?: unknown }).AudioContext = FakeContext;
});
afterAll(() => {
  delete (globalThis as { AudioContext?: unknown }).AudioContext;
});
beforeEach(() => {
  started.length = 0;
  localStorage.clear();
});

test('the reward chime stays silent while the game’s sound is off, as it is until the player turns it on', () => {
  playRewardSound();
  expect(started).toEqual([]);
  setSound(false);
  playRewardSound();
  expect(started).toEqual([]);
});

test('the reward chime plays its two tones once the player turns sound on', () => {
  setSound(true);
  playRewardSound();
  expect(started).toHaveLength(2);
});
