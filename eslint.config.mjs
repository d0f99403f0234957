import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '*.config.*'],
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
