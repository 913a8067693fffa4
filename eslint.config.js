// Lint rules that guard the house style; type errors are tsc's job.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'coverage/**', '**/fixtures/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Only src/config.ts may read the environment: everything else receives Config.
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' }],
      'no-restricted-syntax': ['error',
        { selector: 'TSEnumDeclaration', message: 'Erasable TypeScript only: use a const object or a union.' },
        { selector: 'TSModuleDeclaration[kind="namespace"]', message: 'Erasable TypeScript only.' },
        { selector: 'TSParameterProperty', message: 'Erasable TypeScript only: declare the field.' },
      ],
    },
  },
  {
    files: ['src/config.ts', 'bench/**', 'test/**', 'bin/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
