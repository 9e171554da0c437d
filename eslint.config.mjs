// ESLint flat config. `npm run lint` checks with it (and Prettier); `npm run format` fixes what it can.
// Formatting is Prettier's job: eslint-config-prettier comes last and turns off every style rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const a11yRules = jsxA11y.flatConfigs.recommended.rules;
/** The handlers a jsx-a11y interaction rule checks, without the keyboard ones. */
const withoutKeyHandlers = (rule) => {
  const [level, options] = a11yRules[rule];
  return [level, { ...options, handlers: options.handlers.filter((h) => !h.startsWith('onKey')) }];
};

const GRAY_MATTER =
  'Read front matter with readFrontmatter from src/node/frontmatter.ts, the one reader (YAML only, never code): gray-matter evaluates JavaScript front matter by default.';

export default tseslint.config(
  {
    // Build output, generated files, deploy configuration, static files and the docs themselves
    // (MDX and the catalogues are checked by the build).
    ignores: [
      'public/**',
      '.cache/**',
      '.build-reports/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      '.scratch/**',
      'deploy/**',
      'static/**',
      'content/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Gatsby compiles JSX with the classic runtime (React.createElement), in the build and in Jest, so
  // `import React` is used by every file with JSX: react/recommended knows that, the jsx-runtime preset would not.
  react.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, __PATH_PREFIX__: 'readonly', __BASE_PATH__: 'readonly', __SITE_CONFIG__: 'readonly' },
    },
    settings: { react: { version: 'detect' } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Props are typed by TypeScript (`tsc --noEmit` runs in `npm test` too).
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `interface A extends B {}` names B for one module's callers; an empty interface with no parent is still an error.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `new Function` is eval: tests that run a generated inline script say so where they do it.
      'no-new-func': 'error',
      // A keyboard handler on a container (a menu's <ul>, a role="dialog") handles keys that bubble from the
      // focusable controls inside it, which is how arrow-key menus and Escape work; mouse-only handlers on
      // elements a keyboard cannot reach stay errors.
      'jsx-a11y/no-noninteractive-element-interactions': withoutKeyHandlers('jsx-a11y/no-noninteractive-element-interactions'),
      // Scroll containers (wide tables, code) take focus so a keyboard can scroll them (axe: scrollable-region-focusable);
      // they carry role="region"/"group" and a label, or are a <pre>.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region', 'group'], allowExpressionValues: true }],
    },
  },
  {
    // The search dialog closes when the backdrop around it is pressed: a mouse shortcut for Escape and the
    // Close button, so the backdrop needs no keyboard handler of its own.
    files: ['src/components/SearchBar/**/*.tsx'],
    rules: {
      'jsx-a11y/no-static-element-interactions': [
        'error',
        { ...a11yRules['jsx-a11y/no-static-element-interactions'][1], handlers: ['onClick', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'] },
      ],
    },
  },
  {
    // No `any` in the configuration and the navbar that renders it: neither written (`: any`, `as any`) nor
    // flowing in from an untyped value. The no-unsafe rules need type information, so they run on these
    // paths only (type-aware linting of the whole project would triple the run time).
    files: ['src/config/**/*.{ts,tsx}', 'src/components/Navbar*/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // Front matter has one reader, src/node/frontmatter.ts (readFrontmatter): YAML only. gray-matter's
    // defaults evaluate `---js` front matter, so a page could run code in a check that read it directly.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['src/node/frontmatter.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'gray-matter', message: GRAY_MATTER }] }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='require'][arguments.0.value='gray-matter']", message: GRAY_MATTER },
        { selector: "ImportExpression[source.value='gray-matter']", message: GRAY_MATTER },
      ],
    },
  },
  {
    // Jest's transform and the module mocks are CommonJS.
    files: ['**/*.cjs', 'jest-preprocess.js', '__mocks__/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'e2e/**', 'jest.setup.ts', 'src/test-utils/**', '__mocks__/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Expected messages are written as they print, spaces included: /\n  - title: /.
      'no-regex-spaces': 'off',
    },
  },
  {
    // Browser tests are not React code: `useBrowser()` there is a Jest fixture, not a hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
);
