// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const REMOTES = ['mf-catalog', 'mf-cart-checkout', 'mf-portal', 'mf-support', 'shell'];

/**
 * A remote never imports another remote (or the shell): teams talk through the page's event
 * bus (app-kit's event contracts) and @store/contracts only.
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
              message: `No importes código de ${name}: usa el bus de eventos (@store/app-kit) y @store/contracts.`,
            })),
            SHARED_MUI_COMPONENTS_ONLY,
            ...(self === 'shell' ? [] : [SHARED_MUI_PAGE_COMPONENTS_ONLY]),
            {
              group: ['react-redux'],
              importNames: ['useDispatch', 'useSelector'],
              message: 'Usa los hooks tipados de src/app/hooks.ts (useAppDispatch / useAppSelector).',
            },
          ],
          paths: [KERNEL_ONLY_THROUGH_APP_KIT],
        },
      ],
    },
  };
}

const LIBRARIES = ['contracts', 'shared-kernel', 'app-kit', 'remote-kit'];

/**
 * The MUI components in app-kit's shared module (read from the module itself, the one list) are
 * imported from there, never by their own path: a deep import would bundle a second copy of the
 * component in that app (docs/architecture.md, "MUI components"). Type imports stay allowed.
 */
function sharedMuiModuleOnly(/** @type {string} */ module) {
  return {
    group: [
      ...readFileSync(new URL(`./app-kit/src/theme/${module}.ts`, import.meta.url), 'utf8').matchAll(
        /from '(@mui\/material\/\w+)'/g,
      ),
    ].map((match) => match[1]),
    importNames: ['default'],
    message: `Este componente se comparte en la página: impórtalo de @store/app-kit/${module}.`,
  };
}
const SHARED_MUI_COMPONENTS_ONLY = sharedMuiModuleOnly('shared-mui-components');
/**
 * The same for the pages' components, in every remote and remote-kit. Not in the shell: it
 * provides that module without using it, and its own on-demand parts (the phone menu's drawer)
 * take single components whose styling core is in its first-view chunk already.
 */
const SHARED_MUI_PAGE_COMPONENTS_ONLY = sharedMuiModuleOnly('shared-mui-page-components');

/** No library imports an app's code. */
const NO_APP_CODE = {
  group: REMOTES.map((app) => `@store/${app}`),
  message: 'Las librerías compartidas no importan código de una app.',
};

/**
 * Only app-kit talks to the page's kernel: an app that imported it directly could depend on
 * more of it than the oldest shell it may run beside has (docs/independent-delivery.md).
 */
const KERNEL_ONLY_THROUGH_APP_KIT = {
  name: '@store/shared-kernel',
  message:
    'Importa de @store/app-kit: solo app-kit usa el núcleo de la página (docs/independent-delivery.md).',
};

/** @param {string} dir */
const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * Inside an app (bulletproof-react's model): a feature never reaches into another feature's
 * internals, only its public `index.ts` (what two features share otherwise moves to
 * `src/components` or `src/lib`), and shared folders never import a feature. Libraries never
 * import an app, and the contracts import no other package of the store.
 */
const restrictedPathZones = [
  ...REMOTES.flatMap((app) => [
    ...subfolders(`${app}/src/features`).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`, ...subfolders(`${app}/src/features`).map((other) => `./${other}/index.ts`)],
      message:
        'Una feature solo usa otra por su index.ts (su API pública); lo común va a src/components o src/lib.',
    })),
    ...['components', 'lib'].map((shared) => ({
      target: `./${app}/src/${shared}`,
      from: [`./${app}/src/features`, `./${app}/src/exposed`],
      message: 'El código compartido de la app no depende de una feature.',
    })),
  ]),
  ...LIBRARIES.map((library) => ({
    target: `./${library}`,
    from: REMOTES.map((app) => `./${app}`),
    message: 'Las librerías compartidas no importan código de una app.',
  })),
  {
    target: './contracts',
    from: ['./shared-kernel', './remote-kit', './api'],
    message: 'Los contratos son esquemas puros: no dependen de otros paquetes de la tienda.',
  },
];

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
    // The demo integrator's page script: a classic browser script, as an integrator writes one.
    files: ['embed-demo/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: 'script',
      globals: globals.browser,
    },
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
  {
    // The back office is no remote: it may import only @store/contracts of the workspace (its own
    // origin, deployable alone), and react-redux's untyped hooks only through src/app/hooks.ts.
    files: ['backoffice/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@store/*', '!@store/contracts'],
              message: 'El back office solo usa @store/contracts del workspace: es una aplicación aparte.',
            },
            {
              group: ['react-redux'],
              importNames: ['useDispatch', 'useSelector'],
              message: 'Usa los hooks tipados de src/app/hooks.ts (useAppDispatch / useAppSelector).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: restrictedPathZones }] },
  },
  {
    files: LIBRARIES.map((library) => `${library}/src/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APP_CODE] }] },
  },
  {
    files: ['remote-kit/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_APP_CODE, SHARED_MUI_COMPONENTS_ONLY, SHARED_MUI_PAGE_COMPONENTS_ONLY],
          paths: [KERNEL_ONLY_THROUGH_APP_KIT],
        },
      ],
    },
  },
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
