const fs = require('node:fs');
const path = require('node:path');

const FIRST_PAINT_WIDTHS = ['regular', 'wide'];

/**
 * What the host paints of an area's screens before the area's code arrives, from the remote's
 * `src/firstPaint.json` (optional): by path under /game/, the screen's width (the kit's `Page`)
 * and its h1 in each language, the texts its `messages.ts` takes from the same file. The host's
 * loading page shows that h1 in the same box (host/src/app/RemoteRoute.tsx), so the screen's
 * first paint does not wait for its scripts; on a phone, index.html paints it before any script
 * runs (gamePreload.js: from the last visit's manifest, or from this file in a build with the areas
 * compiled in). A malformed file fails the build.
 */
function firstPaintOf(app) {
  const file = path.join(app.dir, 'src', 'firstPaint.json');
  if (!fs.existsSync(file)) return undefined;
  const screens = JSON.parse(fs.readFileSync(file, 'utf8'));
  const text = (v) => typeof v === 'string' && v.trim() !== '';
  for (const [route, screen] of Object.entries(screens)) {
    const ok =
      screen &&
      FIRST_PAINT_WIDTHS.includes(screen.width) &&
      text(screen.title?.en) &&
      text(screen.title?.es) &&
      !route.startsWith('/');
    if (!ok)
      throw new Error(
        `${file}: "${route}" needs a width (${FIRST_PAINT_WIDTHS.join(' or ')}) and a title in en and es`,
      );
  }
  return screens;
}

module.exports = { FIRST_PAINT_WIDTHS, firstPaintOf };
