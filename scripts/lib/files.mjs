/** Files read by the static servers, cached until they change (an operator edits them in place). */
import { readFileSync, statSync } from 'node:fs';

/** A file's modification time, or undefined when it is not a file. */
export const mtime = (file) => {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.mtimeMs : undefined;
  } catch {
    return undefined;
  }
};

/** A value computed from a file, recomputed when the file changes (its mtime). */
export function perFile(compute) {
  const cache = new Map();
  return (file) => {
    const stamp = mtime(file);
    const hit = cache.get(file);
    if (hit && hit.stamp === stamp) return hit.value;
    const value = compute(file, stamp);
    cache.set(file, { stamp, value });
    return value;
  };
}

/** A JSON file's content (an empty object when it is missing or invalid), read again when it changes. */
export const readJson = perFile((file, stamp) => {
  if (stamp === undefined) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
});
