// @ts-check
/**
 * House rule for file names, checked by `npm run lint` and `npm test`: modules are kebab-case
 * (`cart-slice.ts`, `use-menus.ts`); React components are PascalCase `.tsx` named after the
 * component (`CartPage.tsx`); a remote's `src/exposed/` files are named after what they expose
 * (`CartService.ts`). Suffixes `.test`, `.spec`, `.config`, `.d` are allowed on either.
 * Prints every offender and exits 1 when there is one.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** @param {string} file a path relative to the repository root */
export function fileNameProblem(file) {
  const ext = path.extname(file);
  if (!['.ts', '.tsx', '.mjs', '.cjs', '.js'].includes(ext)) return null;
  const base = path.basename(file, ext).replace(/\.(test|spec|config|d)$/, '');
  if (KEBAB.test(base)) return null;
  const exposed = file.split('/').includes('exposed');
  if (PASCAL.test(base) && (ext === '.tsx' || exposed)) return null;
  return ext === '.tsx'
    ? `${file}: un componente va en PascalCase (CartPage.tsx) y un módulo en kebab-case`
    : `${file}: los módulos van en kebab-case (cart-slice.ts)`;
}

const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
});
const problems = listed.stdout
  .split('\n')
  .filter((file) => file !== '' && !file.includes('node_modules/'))
  .map(fileNameProblem)
  .filter((problem) => problem !== null);
for (const problem of problems) console.error(`✖ ${problem}`);
if (problems.length > 0) process.exit(1);
console.log('Nombres de archivo: OK');
