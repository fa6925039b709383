import axe from 'axe-core';

/**
 * The axe violations in `node` (all rules, as jest-axe runs them), one readable line each, so a
 * test asserts `toEqual([])`. Left out: colour contrast, which jsdom cannot lay out (the e2e run
 * checks it in a browser), and `region`, since a component is checked without its page.
 */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
