// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-catalog', 'mf-cart-checkout', 'mf-portal', 'mf-support', 'shell'];

/**
 * A remote never imports another remote (or the shell): teams talk through shared-kernel's
 * event bus and contracts only.
 * @param {string} self
 */
function boundaryRule(self) {
  const others = REMOTES.filter((name) => name !== self);
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...others.map((name) => ({
              group: [`@store/${name}`, `@store/${name}/*`, `**/${name}/**`, `../../${name}`, `../${name}`],
              message: `No importes código de ${name}: usa el bus de eventos y los contratos de @store/shared-kernel.`,
            })),
            {
              group: ['react-redux'],
              importNames: ['useDispatch', 'useSelector'],
              message: 'Usa los hooks tipados de src/app/hooks.ts (useAppDispatch / useAppSelector).',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/artifacts/**',
      '**/*.cjs',
      'eslint.config.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and route handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // expect.any()/objectContaining() are typed `any` by Jest.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
    },
  },
  ...REMOTES.map(boundaryRule),
  // API: the demo data (api/src/seed/) is loaded only on demand. No module outside that folder
  // imports it statically; src/db/prepare-db.ts loads it with import() when demo data is asked for.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/seed/**', '**/seed'],
              message:
                'Los datos de demostración (src/seed/) solo se cargan a pedido (src/db/prepare-db.ts); los datos de referencia están en src/reference-data/.',
            },
          ],
        },
      ],
    },
  },
);
