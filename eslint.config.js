// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', 'test-results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Scripts of the browser: the SCORM fixture packages and the preview's player (content origin).
    files: ['apps/server/src/seed/scorm-packages/**/*.js', 'apps/server/src/services/lms/scorm/player/player.js', 'apps/web/e2e/fixtures/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    rules: {
      // Control characters are what our input guards look for.
      'no-control-regex': 'off',
      // Unused names are an error, except the `_`-prefixed ones kept for a signature's shape.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'shared', pattern: 'apps/web/src/(components|lib|test|generated)' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other: what two features share moves to components/ or lib/.
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', captured: { name: '!{{ from.element.captured.name }}' } } } },
              message: 'Features never import each other: move what they share to components/ or lib/.',
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message: 'components/ and lib/ depend on no feature and not on the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read loosely typed answers (GraphQL bodies, fixtures) on purpose.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/web/e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      // Test harness components hand their setters to the test through an outer variable.
      'react-hooks/globals': 'off',
    },
  },
);
