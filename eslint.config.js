// Lint: type-aware rules (floating promises), cycles and deep imports, and the purity of packages/domain.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/.types/**', '.tools/**', '.data/**', 'deploy/**', 'bench-results/**', '**/*.gen.ts', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    // import-x/no-cycle must not parse dependencies' bundles (PGlite's minified dist overflows the parser's stack)
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['@ref/*/*'], message: 'Import a package from its index only (no deep imports).' }] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*'], message: 'packages/domain is pure: no Node built-ins.' },
          { group: ['@ref/*'], message: 'packages/domain depends on no other package.' },
          { group: ['fs', 'path', 'os', 'http', 'https', 'net', 'child_process', 'crypto', 'stream', 'events', 'timers', 'url', 'util', 'worker_threads', 'zlib', 'dns', 'tls', 'dgram'], message: 'packages/domain is pure: no I/O modules.' },
          { group: ['kafkajs', 'pg', 'pino', 'prom-client', 'ws', 'fastify', '@electric-sql/*', 'avsc'], message: 'packages/domain is pure: no I/O libraries.' },
        ],
      }],
      'no-restricted-globals': ['error',
        { name: 'process', message: 'packages/domain is pure: no process access.' },
        { name: 'setTimeout', message: 'packages/domain is pure: time comes in as arguments.' },
        { name: 'setInterval', message: 'packages/domain is pure: time comes in as arguments.' },
        { name: 'setImmediate', message: 'packages/domain is pure.' },
        { name: 'fetch', message: 'packages/domain is pure: no I/O.' },
        { name: 'performance', message: 'packages/domain is pure: time comes in as arguments.' },
        { name: 'require', message: 'packages/domain is pure.' },
        { name: 'Buffer', message: 'packages/domain is pure: no Node built-ins.' },
      ],
      'no-restricted-syntax': ['error',
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'packages/domain is pure: time comes in as arguments.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'packages/domain is pure: time comes in as arguments.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'packages/domain is pure: randomness comes in as arguments.' },
        { selector: 'ImportExpression', message: 'packages/domain is pure: no dynamic imports.' },
      ],
    },
  },
);
