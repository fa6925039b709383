/** Lighthouse medians for the bench (filled in below). */
export async function runLighthouse() {}
