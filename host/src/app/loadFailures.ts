/** Each remote's last load failure (by remote name), kept by the federation plugin for its caller. */
export const loadFailures = new Map<string, unknown>();
