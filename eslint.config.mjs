// One lint for every package (`npm run lint`). Syntax-only typescript-eslint (no type information) so the whole
// repository lints in seconds on two cores; `tsc` already does the type checking.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

// The package a file belongs to, as a path from the repository root. The game template is a remote in waiting,
// so it is a package of its own: a relative path out of it would break once it is copied to remotes/<slug>.
function packageOf(file) {
  const parts = path.relative(repoRoot, file).split(path.sep);
  if (parts[0] === 'remotes' && parts.length > 2) return parts.slice(0, 2).join('/');
  if (parts.slice(0, 3).join('/') === 'scripts/new-game/template') return 'scripts/new-game/template';
  if (['host', 'shared', 'contact-service', 'e2e', 'scripts', 'jest', 'types'].includes(parts[0])) return parts[0];
  return '.';
}

// e2e, scripts and the benches drive the other packages from outside (start their servers, solve a puzzle to reach a
// state, read the catalogue), and nothing ships them, so they may read host, remote and script sources by path.
// Shared code is still reached only as `@games/shared/...` from everywhere, so there is one way into the kit.
function isHarness(file, pkg) {
  const parts = path.relative(repoRoot, file).split(path.sep);
  // A game's own e2e spec (remotes/<slug>/e2e/) drives the portal with the e2e helpers, as e2e/ does.
  return pkg === 'e2e' || pkg === 'scripts' || parts.includes('bench') || (parts[0] === 'remotes' && parts[2] === 'e2e');
}

const noCrossPackageRelativeImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Packages reach each other by package name (`@games/shared/...`), never by a relative path.' },
    messages: {
      intoShared: "'{{source}}' reaches into shared/ by a relative path; import it as '@games/shared/...'.",
      crossPackage: "'{{source}}' leaves {{from}} for {{to}} by a relative path; packages import each other by name.",
    },
    schema: [],
  },
  create(context) {
    const from = packageOf(context.filename);
    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const to = packageOf(path.resolve(path.dirname(context.filename), node.value));
      if (to === from) return;
      if (to === 'shared') {
        context.report({ node, messageId: 'intoShared', data: { source: node.value } });
      } else if (!isHarness(context.filename, from)) {
        context.report({ node, messageId: 'crossPackage', data: { source: node.value, from, to } });
      }
    }
    // Module paths also travel through require(), jest.mock() and friends.
    const PATH_CALLS = new Set(['require', 'require.resolve', 'jest.mock', 'jest.doMock', 'jest.requireActual']);
    function calleeName(callee) {
      if (callee.type === 'Identifier') return callee.name;
      if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.property.type === 'Identifier') {
        return `${callee.object.name}.${callee.property.name}`;
      }
      return '';
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression(node) {
        if (PATH_CALLS.has(calleeName(node.callee))) check(node.arguments[0]);
      },
    };
  },
};

const games = { rules: { 'no-cross-package-relative-import': noCrossPackageRelativeImport } };

// A game's rules and the chess engine are plain TypeScript: they run in workers, in node tests and in the e2e
// harness, so no React, no DOM and no timers (the view or the kit owns time).
const PURE_LOGIC_FILES = [
  'remotes/*/src/logic/**/*.{ts,tsx}',
  'remotes/chess/src/engine/**/*.{ts,tsx}',
  'scripts/new-game/template/src/logic/**/*.{ts,tsx}',
];
const DOM_AND_TIMER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
].map((name) => ({ name, message: 'Logic is DOM-free and timer-free: pass what it needs in, or move this to the view.' }));

export default defineConfig(
  globalIgnores(['**/node_modules/**', '**/dist/**', '**/deploy/remotes/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/bench-results/**', '**/.mf/**', 'scripts/bench/original-2048/site/**']),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  eslintComments.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { games },
    rules: {
      // A disabled rule says why, after `--`, so the next reader can judge whether it still holds.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
      'games/no-cross-package-relative-import': 'error',
      // `_name` marks a parameter a signature needs but the body does not; rest siblings drop keys on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // React runs only in the browser sources; servers, scripts, benches and e2e have no hooks to check.
    files: ['host/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'scripts/new-game/template/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Build configs, webpack plugins and the sqlite worker are CommonJS run by node.
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: PURE_LOGIC_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@games/shared/game-kit', allowTypeImports: true, message: "The kit's index brings React components; import the DOM-free module itself (e.g. '@games/shared/game-kit/random')." },
          ],
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'Logic is plain TypeScript: React belongs in the view.' },
            {
              caseSensitive: true,
              regex: '^@games/shared/game-kit/(.+/)?(use[A-Z]\\w*|[A-Z]\\w*)$',
              allowTypeImports: true,
              message: 'Logic cannot use kit hooks or components; import a DOM-free kit module.',
            },
            { caseSensitive: true, regex: '^\\.\\./(use[A-Z]\\w*|[A-Z]\\w*)$', allowTypeImports: true, message: 'Logic cannot import views or hooks.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...DOM_AND_TIMER_GLOBALS],
      'no-restricted-syntax': ['error', { selector: 'JSXElement, JSXFragment', message: 'Logic renders nothing: JSX belongs in the view.' }],
    },
  },
);
