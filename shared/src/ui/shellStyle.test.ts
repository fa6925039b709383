import { WIDTHS } from './pageParts';
import { theme } from './theme';

// index.html's phone shell (shared/webpack/gamePreload.js) paints with the kit's values before the
// kit has loaded; the browser test compares the boxes, this keeps the values the same.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHELL_STYLE } = require('../../webpack/gamePreload.js') as {
  SHELL_STYLE: { font: string; surface: string; accent: string; widths: Record<string, string> };
};

test("the shell index.html paints on a phone takes the theme's font and colours and the pages' widths", () => {
  expect(SHELL_STYLE.font).toBe(theme.font);
  expect(SHELL_STYLE.surface).toBe(theme.colors.surface);
  expect(SHELL_STYLE.accent).toBe(theme.colors.accent);
  expect(SHELL_STYLE.widths).toEqual(WIDTHS);
});
