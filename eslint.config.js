const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

/**
 * The type-checked rules we keep (decision 0056): those that find real faults here. The rest of
 * `recommendedTypeChecked` is left off, each for the reason written beside it.
 */
const typeCheckedRules = {
  ...Object.assign({}, ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => config.rules ?? {})),
  '@typescript-eslint/switch-exhaustiveness-check': 'error',
  // Outside data (JSON bodies, raw API shapes, test fixtures) is `any` until joi or a reshaper has read it.
  '@typescript-eslint/no-unsafe-assignment': 'off',
  '@typescript-eslint/no-unsafe-member-access': 'off',
  '@typescript-eslint/no-unsafe-argument': 'off',
  '@typescript-eslint/no-unsafe-call': 'off',
  '@typescript-eslint/no-unsafe-return': 'off',
  // Async functions without an await keep an interface's promise shape (sources, fakes).
  '@typescript-eslint/require-await': 'off',
  // Handlers passed by reference are arrow properties or never use `this`; jest's expect(obj.fn) too.
  '@typescript-eslint/unbound-method': 'off',
  // Apollo's ErrorLike and a sentinel symbol are thrown on purpose.
  '@typescript-eslint/only-throw-error': 'off',
  // graphql-js's Kind enum is compared with its string values.
  '@typescript-eslint/no-unsafe-enum-comparison': 'off',
  // `Distribution | string` names the known values of an open string on purpose.
  '@typescript-eslint/no-redundant-type-constituents': 'off',
};

/** Test idioms the type-checked rules would flag: fakes of fetch, code evaluated on purpose. */
const typeCheckedRulesOffInTests = {
  // A fake fetch reads `String(input)`; the code under test passes a string or a URL.
  '@typescript-eslint/no-base-to-string': 'off',
  // Evaluating a built bundle, or a matcher inside the browser, is what those tests do.
  '@typescript-eslint/no-implied-eval': 'off',
  // A fake passes an abort signal's reason on, as fetch does.
  '@typescript-eslint/prefer-promise-reject-errors': 'off',
};

/** `import` specifiers from shared/ or client/ that reach the server process or the CMS. */
const serverOrCms = [
  { regex: '^(\\.\\./)+(server|cms)(/|$)', message: 'shared/ and client/ never import from server/ or cms/ (DESIGN §4).' },
];
/** What shared/lib may not import: it is pure logic, with no React and no components. */
const reactOrViews = [
  {
    regex: '^(react|react-dom|react-router|react-router-dom|react-helmet-async|react-toastify)(/.*)?$',
    message: 'shared/lib is pure logic: no React (DESIGN §4).',
  },
  { regex: '^@apollo/client/react(/.*)?$', message: 'shared/lib is pure logic: no React (DESIGN §4).' },
  {
    regex: '^(\\.\\./)+(components|pages|app)(/|$)|^(\\.\\./)+blocks/(?!block-types$)',
    message: 'shared/lib imports no components, pages or blocks (DESIGN §4).',
  },
];

module.exports = tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'artifacts/', 'cms/node_modules/', 'cms/data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Every .ts file is in tsconfig.json, so every one gets the type-checked rules.
      parserOptions: { projectService: true, tsconfigRootDir: __dirname },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...typeCheckedRules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', 'esbuild.config.ts', 'scripts/**', 'bench/**', 'tests/**', 'cms/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  { files: ['tests/**/*.{ts,tsx}'], rules: typeCheckedRulesOffInTests },
  // Files outside tsconfig.json (plain JavaScript) get the untyped rules only.
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
  // Layers (DESIGN §4): the isomorphic and browser code stand apart from the server and the CMS.
  {
    files: ['shared/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverOrCms }] },
  },
  // One direction between the site and the CMS tooling: cms/ builds on the site's content model.
  {
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(\\.\\./)+cms(/|$)', message: 'server/ never imports from cms/: cms/ builds on the server (DESIGN §4).' }],
        },
      ],
    },
  },
  {
    files: ['shared/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...serverOrCms, ...reactOrViews] }] },
  },
);
