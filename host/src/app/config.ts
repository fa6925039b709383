import { loadConfig, parseConfig, setConfig, type RuntimeConfig } from '@hueso/shared';

declare global {
  interface Window {
    /** The config.json request the host's index.html starts while the scripts download. */
    huesoConfig?: Promise<Response>;
  }
}

/**
 * The runtime configuration, from the request index.html started in parallel with the scripts;
 * when that one failed, `loadConfig` asks again and reports the error (the config error page).
 */
export async function loadHostConfig(): Promise<RuntimeConfig> {
  const early = window.huesoConfig;
  window.huesoConfig = undefined;
  let raw: unknown;
  try {
    const res = await early;
    if (res?.ok) raw = await res.json();
  } catch {
    // asked again below
  }
  return raw === undefined ? loadConfig() : setConfig(parseConfig(raw));
}
