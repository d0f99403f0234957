import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

// next-intl's client formatting hooks, from either package: the browser build has no ICU parser.
const clientFormatting = {
  importNames: ['useTranslations', 'useFormatter', 'useNow', 'useTimeZone'],
  message:
    'In the browser next-intl formats precompiled messages only (next.config.ts keeps the ICU parser ' +
    'out of every page). Server components: getTranslations from next-intl/server; client islands: ' +
    'useTranslator (lib/i18n/use-translator.ts); eager client components: strings as props.',
};

const clientFormattingPaths = ['next-intl', 'use-intl'].map((name) => ({ name, ...clientFormatting }));

// Imports flow app -> components -> lib: lib is server and shared code, and never reaches up.
const libLayering = {
  group: ['@/components', '@/components/*', '**/components', '**/components/*', '@/app/*', '**/app/*'],
  message:
    'lib/ holds server and shared code only: it never imports components/ or app/. Browser-only modules ' +
    'live beside the components that use them; API types shared by both sides are in lib/api/contract.ts.',
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { paths: clientFormattingPaths }],
    },
  },
  {
    files: ['lib/**'],
    ignores: ['lib/**/*.test.ts', 'lib/**/*.test.tsx', 'lib/**/*.itest.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: clientFormattingPaths, patterns: [libLayering] }],
    },
  },
  {
    files: ['scripts/**', 'server/**', 'e2e/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'bench/.tmp/**',
      'node_modules/**',
      'public/sw.js',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
];

export default config;
