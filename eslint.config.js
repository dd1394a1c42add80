import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'resources/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/support/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: 'Import Jotai through src/renderer/state/jotai.ts.' }],
          patterns: [
            { group: ['node:*', 'electron'], message: 'The renderer never touches Node or Electron: use window.kosar.' },
            { group: ['ky'], message: 'The renderer never calls HTTP: use window.kosar.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/state/jotai.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
