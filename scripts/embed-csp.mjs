/**
 * Prints the policy a page that embeds the game must allow (docs/embedding.md), for a deploy
 * whose static server is not scripts/serve.mjs: write it next to config.json as embed-csp.txt.
 *   node scripts/embed-csp.mjs <config.json> <the game's origin>  >  dist/embed-csp.txt
 */
import { readJson } from './lib/files.mjs';
import { embedDirectives, policyText } from './origins.mjs';

const [configFile, game] = process.argv.slice(2);
if (!configFile || !game) {
  console.error(
    'usage: node scripts/embed-csp.mjs <config.json> <the game origin, e.g. https://game.example>',
  );
  process.exit(2);
}
console.log(policyText(embedDirectives(readJson(configFile), new URL(game).origin)));
