import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Packages that ship ESM only and so must be transformed (STACK-NOTES: next/jest only lets you append
// to transformIgnorePatterns, so the resolved pattern is replaced with this allowlist).
const esmPackages = [
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'icu-minify',
  '@schummar',
  // The wallet stack (lib/wallet): wagmi, RainbowKit, react-query and their ESM-only dependencies.
  'wagmi',
  '@wagmi',
  'viem',
  '@rainbow-me',
  '@tanstack',
  '@vanilla-extract',
  'mipd',
  'porto',
  'cuer',
  'qr',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // One worker per core: Jest's default (cores - 1) runs one file at a time on a two-core machine
  // (137 s for the suite there, 79 s with two).
  maxWorkers: '100%',
  setupFiles: ['<rootDir>/jest.setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: [
    '<rootDir>/{lib,components,app,server,scripts,contracts}/**/*.test.{ts,tsx}',
    '<rootDir>/proxy.test.ts',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Server-only modules are tested directly; the guard only matters inside Next's bundles.
    '^server-only$': '<rootDir>/jest.empty.js',
  },
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
