import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';

/** Remote folders come from the one registry, so a new remote gets its boundaries from the start. */
const remotes = JSON.parse(
  readFileSync(new URL('./shared/remotes.json', import.meta.url), 'utf8'),
).remotes.map((r) => r.dir);

/** Routing comes from @hueso/shared so one router instance serves every app. */
const routerDirect = {
  group: ['react-router', 'react-router-dom', 'react-router/*'],
  message: 'Import the router from @hueso/shared.',
};
/** Apps use the typed hooks of @hueso/shared. */
const untypedHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use useAppDispatch / useAppSelector.',
};
/** One public entry per package. */
const sharedInternals = {
  group: ['**/shared/src/**', '**/shared/test/**', '**/contract/src/**'],
  message:
    "Import @hueso/shared, @hueso/shared/ui, @hueso/shared/tables, @hueso/shared/dialogs, @hueso/shared/cards, @hueso/shared/wallet, @hueso/shared/moves, @hueso/shared/query, @hueso/shared/testing, @hueso/contract/common or @hueso/contract/<feature>: public entries only, never another package's files.",
};
/** The contract is pure: it imports nothing but zod and its own common part. */
const contractPure = [
  {
    regex: '^@hueso/(?!contract/common$)',
    message: 'The contract is pure: schemas and rules, no runtime of any app.',
  },
  {
    group: ['**/shared/**', '**/host/**', '**/mfe-*/**', '**/server/**', 'react', 'axios'],
    message: 'The contract is pure: schemas and rules, no runtime of any app.',
  },
];
/**
 * Apps take the contract's common part from @hueso/contract/common (one copy per page, provided by
 * the host) and a feature's schemas from its own entry; the whole contract is for the server.
 */
const contractRoot = {
  name: '@hueso/contract',
  message: 'Import @hueso/contract/common or @hueso/contract/<feature> (the root entry is for the server).',
};

/**
 * `import { styled }`, not the default import: the host provides styled-components to the remotes
 * with only the exports they take (docs/deployment.md, "What the host provides"), and a default
 * import from a shared library needs the library's whole module object.
 */
const styledDefault = {
  name: 'styled-components',
  importNames: ['default'],
  message:
    "Import { styled } from 'styled-components' (a default import takes the whole library from the host).",
};

/** Files the front end's syntax rules below leave alone. */
const frontEndRuleExemptions = [
  'shared/src/ui/theme.ts',
  'shared/src/ui/palette.ts',
  '**/*.test.{ts,tsx}',
  'shared/src/testing/**',
];

const paletteColours = [
  {
    selector: 'Literal[value=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(/]',
    message: 'Use a colour of the theme palette.',
  },
  {
    selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(/]',
    message: 'Use a colour of the theme palette.',
  },
];

/**
 * The player record changes one way (docs/architecture.md, "State and data"): a call's
 * `updatesPlayer`, or `refreshInformacion()` where the page learns it moved otherwise. Naming its
 * tag or its cache key by hand is the way around that rule.
 */
const playerRecordByHand = [
  {
    selector: "Literal[value='Informacion']",
    message:
      "The player record moves through a call's `updatesPlayer` (or `refreshInformacion()`), not its tag.",
  },
  {
    selector: 'Literal[value=/^getInformacion\\(/]',
    message: "Read the player record with selectInformacion (the endpoint's select()), not its cache key.",
  },
];

/** Remotes never import each other or the host; they reach shared only through @hueso/shared. */
const remoteBoundaries = remotes.map((remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [untypedHooks, contractRoot, styledDefault],
        patterns: [
          {
            group: ['@hueso/host', '@hueso/mfe-*', '**/host/**', ...remotes.map((r) => `**/${r}/**`)],
            message: 'Remotes talk through the store and the router only.',
          },
          sharedInternals,
          routerDirect,
        ],
      },
    ],
  },
}));

/** Tests and their helpers may start a node and reach any module. */
const serverTests = ['server/src/**/*.test.ts', 'server/src/test/**', 'server/src/**/testing.ts'];
/** The game server reads and signs through its gateway, never the node's code. */
const serverNotTheNode = {
  group: ['@hueso/localchain', '@hueso/localchain/*', '**/localchain/**'],
  message: "The game server reads and signs through its gateway (server/src/gateway), never the node's code.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'shared/test/fileStub.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['contract/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: contractPure }] },
  },
  {
    // A feature module (contract/src/<feature>.ts) reaches the common part by its package name.
    files: ['contract/src/*.ts'],
    // query.ts is the server's alone (query strings): it takes zod's `coerce`, which no app needs.
    ignores: ['contract/src/*.test.ts', 'contract/src/query.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...contractPure,
            {
              group: ['./common', './common/*', 'zod', 'zod/*'],
              message:
                'Take the common part and its zod functions (`z`) from @hueso/contract/common: a relative path or zod of its own would put a second copy in every remote.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [contractRoot, styledDefault],
          patterns: [
            {
              group: ['@hueso/host', '@hueso/mfe-*', '**/host/**', '**/mfe-*/**', '@hueso/shared'],
              message: 'shared never imports the host or remotes, nor itself by name.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [untypedHooks, contractRoot, styledDefault],
          patterns: [
            { group: ['@hueso/mfe-*', '**/mfe-*/**'], message: 'The host loads remotes at run time only.' },
            sharedInternals,
            routerDirect,
          ],
        },
      ],
    },
  },
  ...remoteBoundaries,
  {
    // The game server is a client of the chain node over HTTP (docs/chain-node.md): its code never
    // reaches into the node's. Only the test helpers (test/, testing.ts) start a node.
    files: ['server/src/**/*.ts'],
    ignores: serverTests,
    rules: { 'no-restricted-imports': ['error', { patterns: [serverNotTheNode] }] },
  },
  {
    // players/ holds what several domains share (docs/architecture.md): it depends on no domain.
    files: ['server/src/players/**/*.ts'],
    ignores: serverTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNotTheNode,
            {
              group: ['**/plugins', '**/plugins/**'],
              message:
                'players/ is shared by the domains and imports none of them: move what it needs into players/ (or take it from the context).',
            },
          ],
        },
      ],
    },
  },
  {
    // A domain's SQL lives in its repositories (*Repository.ts) or in players/, never in its routes.
    files: ['server/src/plugins/**/*.ts'],
    ignores: [
      ...serverTests,
      'server/src/plugins/**/*Repository.ts',
      'server/src/plugins/cards/issueCards.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message: 'SQL lives in a repository (plugins/<domain>/*Repository.ts or players/).',
        },
      ],
    },
  },
  {
    // Colours come from the theme's palette (shared/src/ui/palette.ts), never written in a
    // component; the player record changes only as docs/architecture.md says.
    files: ['{host,mfe-*,shared}/src/**/*.{ts,tsx}'],
    ignores: frontEndRuleExemptions,
    rules: { 'no-restricted-syntax': ['error', ...paletteColours, ...playerRecordByHand] },
  },
  {
    // The base API owns the player record's tag and cache entry.
    files: ['shared/src/api/baseApi.ts'],
    rules: { 'no-restricted-syntax': ['error', ...paletteColours] },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
