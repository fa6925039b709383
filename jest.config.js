/** One jest run over every package: browser code in jsdom, the server and the deploy scripts in node. */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }];
const esmDeps =
  '/node_modules/(?!(msw|@mswjs|rettime|until-async|@bundled-es-modules|outvariant|strict-event-emitter|headers-polyfill|is-node-process|@open-draft)/)';
const common = {
  transform: { '^.+\\.m?[tj]sx?$': tsJest },
  transformIgnorePatterns: [esmDeps],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@hueso/shared$': '<rootDir>/shared/src/index.ts',
    '^@hueso/shared/ui$': '<rootDir>/shared/src/ui/index.ts',
    '^@hueso/shared/play$': '<rootDir>/shared/src/ui/play.ts',
    '^@hueso/shared/dialogs$': '<rootDir>/shared/src/ui/dialogs.ts',
    '^@hueso/shared/cards$': '<rootDir>/shared/src/ui/cards.ts',
    '^@hueso/shared/wallet$': '<rootDir>/shared/src/wallet/index.ts',
    '^@hueso/shared/moves$': '<rootDir>/shared/src/moves/index.ts',
    '^@hueso/shared/tables$': '<rootDir>/shared/src/ui/tables.ts',
    '^@hueso/shared/query$': '<rootDir>/shared/src/query/index.ts',
    '^@hueso/shared/session$': '<rootDir>/shared/src/session/index.ts',
    '^@hueso/shared/palette$': '<rootDir>/shared/src/ui/palette.ts',
    '^@hueso/shared/testing$': '<rootDir>/shared/src/testing/index.ts',
    '^@hueso/contract$': '<rootDir>/contract/src/index.ts',
    '^@hueso/contract/common$': '<rootDir>/contract/src/common/index.ts',
    '^@hueso/contract/arena-board$': '<rootDir>/contract/src/arenaBoard.ts',
    '^@hueso/localchain$': '<rootDir>/localchain/src/index.ts',
    '^@hueso/contract/(album|arena|burn|catalogue|chain|crafting|demo|market|metrics|missions|pool|ranking|stake)$':
      '<rootDir>/contract/src/$1.ts',
    '\\.(png|jpg|svg|mp3|wav)$': '<rootDir>/shared/test/fileStub.js',
  },
  rootDir: __dirname,
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      // The token cookie is Secure, so tests run on an https origin as the game does in production.
      testEnvironmentOptions: { url: 'https://localhost/' },
      testMatch: ['<rootDir>/{contract,shared,host,mfe-*}/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/shared/test/setup.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/src/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'localchain',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/localchain/src/**/*.test.ts'],
    },
    {
      ...common,
      // The deploy scripts (compat, the static server), run as child processes: they are ES modules.
      displayName: 'scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/scripts/test/**/*.test.ts'],
    },
  ],
};
