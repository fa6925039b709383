/** Waiting for the bench's servers: up before a step reads them, down before the next one binds the port. */

const pause = () => new Promise((r) => setTimeout(r, 200));

/** Resolves once `url` answers 2xx; throws after `tries` attempts 200 ms apart. */
export async function waitFor(url, tries = 150) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await pause();
  }
  throw new Error(`${url} did not come up`);
}

/** Resolves once nothing answers on `url` (an earlier step's server has stopped). */
export async function waitUntilDown(url, tries = 50) {
  for (let i = 0; i < tries; i++) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await pause();
  }
  throw new Error(`${url} is still answering: its port is taken`);
}
