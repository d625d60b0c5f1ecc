// ESLint flat config: JavaScript and TypeScript recommended rules everywhere, the rules of hooks for React code,
// the globals of the place each file runs in (browser for the front end, Node for servers, scripts, configs), and
// the house's walls (eslint/import-walls.js): which part may import which, and no import cycles.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importWalls } from './eslint/import-walls.js';

export default defineConfig(
  globalIgnores([
    'dist/',
    // The kit package's build (npm run build:lib).
    'kit/dist/',
    // The testing package's build (npm run build:testing).
    'testing/dist/',
    'storybook-static/',
    'data/',
    'node_modules/',
    'public/mockServiceWorker.js',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'bench/tmp/',
    // Scratch scripts kept out of git (.gitignore), as the others here.
    '.tmp/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['src/**', 'widget/**', 'public/**', '.storybook/preview.tsx'],
    languageOptions: { globals: globals.browser },
  },
  {
    // docs/snippets/ holds the quick start's Node snippet, which CI runs.
    files: [
      'bff/**',
      'testing/**',
      'scripts/**',
      'e2e/**',
      'docs/**',
      '.storybook/main.ts',
      '*.config.{js,ts,mjs}',
      '*.{js,mjs,cjs}',
    ],
    languageOptions: { globals: globals.node },
  },
  ...importWalls,
  {
    // One build of the kit serves React 18.3 and 19 (kit/package.json's peers; docs/kit-package.md): no React 19 form
    // or hook in what the package bundles. The package test renders the kit under React 18.3 as well.
    files: ['src/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.type='JSXIdentifier'][name.name=/Context$/]",
          message: 'React 18 reads <SomeContext> as its consumer: provide it with <SomeContext.Provider value>.',
        },
        {
          selector:
            'ImportDeclaration[source.value=/^react(-dom)?$/] > ImportSpecifier[imported.name=/^(use|useActionState|useOptimistic|useFormStatus|useEffectEvent)$/]',
          message: 'React 18 (a supported peer of the kit) has no such hook.',
        },
      ],
    },
  },
  {
    rules: {
      // `_`-prefixed names mark what is unused on purpose (a rest sibling, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
);
