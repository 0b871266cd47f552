// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Keys bubbling from focusable children (Escape, arrows) and a mousedown that keeps an input's focus are handled on containers. */
const CONTAINER_HANDLERS = { handlers: ['onClick', 'onMouseUp', 'onKeyPress'] };

export default tseslint.config(
  {
    ignores: ['dist/', 'dist-*/', '**/.astro/', '.data/', 'public/', 'test-results/', 'playwright-report/', 'bench-results/', 'screenshots/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore or a rest sibling names what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // Islands render the server's markup first, then read browser state or start a fetch in an effect: that second render is intended.
      'react-hooks/set-state-in-effect': 'off',
      // Choice cards put the control's text two spans deep inside the label.
      'jsx-a11y-x/label-has-associated-control': ['error', { depth: 4 }],
      'jsx-a11y-x/no-static-element-interactions': ['error', CONTAINER_HANDLERS],
      'jsx-a11y-x/no-noninteractive-element-interactions': ['error', CONTAINER_HANDLERS],
    },
  },
  {
    files: ['**/*.astro'],
    rules: {
      // A scrollable region takes the focus so that a keyboard can scroll it (axe: scrollable-region-focusable).
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**', '**/*.test.ts'],
    rules: {
      // Tests read JSON answers without declaring their shape: a wrong shape fails the assertion that reads it.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
