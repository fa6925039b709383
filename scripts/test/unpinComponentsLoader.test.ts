/**
 * The loader that lets a production build leave out react-router's unused components
 * (shared/webpack/unpinComponentsLoader.js, `productionRules` in createConfig.js).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

const load = createRequire(__filename);
const { unpinComponents } = load('../../shared/webpack/unpinComponentsLoader.js') as {
  unpinComponents(source: string): string;
};
const createConfig = load('../../shared/webpack/createConfig.js') as {
  productionAliases: Record<string, string | false>;
  productionRules: webpack.RuleSetRule[];
};

describe('unpinning components', () => {
  it('drops top-level display names and marks forwardRef components pure, nothing else', () => {
    const source = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef(props, ref) { return null; }',
      ');',
      'Link.displayName = "Link";',
      'var Form = React.forwardRef(() => null);',
      'Form.displayName = "Form";',
      'function Inner() {',
      '  inner.displayName = "kept: not top-level";',
      '}',
      'var other = notReact.forwardRef(() => null);',
    ].join('\n');
    expect(unpinComponents(source).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef(props, ref) { return null; }',
      ');',
      '',
      'var Form = /* @__PURE__ */ React.forwardRef(() => null);',
      '',
      'function Inner() {',
      '  inner.displayName = "kept: not top-level";',
      '}',
      'var other = notReact.forwardRef(() => null);',
    ]);
  });

  it("leaves react-router's data-router form out of a bundle that uses only the plain router", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hueso-unpin-'));
    const build = (rules: webpack.RuleSetRule[], out: string) =>
      new Promise<string>((resolve, reject) =>
        webpack(
          {
            mode: 'production',
            context: dir,
            entry: './entry.js',
            output: { path: path.join(dir, out), filename: 'bundle.js', library: { type: 'module' } },
            experiments: { outputModule: true },
            externals: { react: 'react', 'react-dom': 'react-dom' },
            externalsType: 'module',
            resolve: { alias: createConfig.productionAliases },
            module: { rules },
            performance: { hints: false },
            devtool: false,
          },
          (error, stats) => {
            if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
            else resolve(readFileSync(path.join(dir, out, 'bundle.js'), 'utf8'));
          },
        ),
      );
    try {
      writeFileSync(
        path.join(dir, 'entry.js'),
        "export { BrowserRouter, Routes, Route, useNavigate } from 'react-router';\n",
      );
      const plain = await build([], 'plain');
      const unpinned = await build(createConfig.productionRules, 'unpinned');
      // `useSubmit`, `Form`'s helper, names itself in its router-context check.
      expect(plain).toContain('"useSubmit"');
      expect(unpinned).not.toContain('"useSubmit"');
      expect(unpinned).toContain('"useNavigate"');
      expect(unpinned.length).toBeLessThan(plain.length - 4000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
