import * as kernel from '../index';
import { LEGACY_V0_NAMES, provideLegacyV0Surface, type LegacyV0Surface } from './legacy-v0-surface';
import { KERNEL_VERSION } from '../kernel-version';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every value kernel 0.1 exported (read from its index at commit 5196afb): a remote built
 * before 1.0 may import any of them from whatever kernel the page has.
 */
const KERNEL_0_1_EXPORTS = [
  'createEventBus',
  'eventBus',
  'IntentNotHandledError',
  'DEFAULT_INTENT_TIMEOUT_MS',
  'RuntimeConfigError',
  'setRuntimeConfig',
  'getRuntimeConfig',
  'hasRuntimeConfig',
  'parseRuntimeConfig',
  'loadRuntimeConfig',
  ...LEGACY_V0_NAMES,
];

describe('superficie de la versión 0.1 del núcleo', () => {
  it('still exports every name kernel 0.1 exported', () => {
    const exported = Object.keys(kernel);
    for (const name of KERNEL_0_1_EXPORTS) expect(exported).toContain(name);
  });

  it('carries no code for the moved names: the shell provides them, and a remote reads them live', () => {
    const formatMoney = (amount: number) => `L ${amount.toFixed(2)}`;
    const surface = Object.fromEntries(
      LEGACY_V0_NAMES.map((name) => [name, `valor de ${name}`]),
    ) as LegacyV0Surface;
    provideLegacyV0Surface({ ...surface, formatMoney });
    // What a 0.1 remote compiled to: a property read on the kernel's module at call time.
    const asOldRemote = kernel as unknown as {
      formatMoney: (amount: number) => string;
      STORAGE_KEYS: unknown;
    };
    expect(asOldRemote.formatMoney(5)).toBe('L 5.00');
    expect(asOldRemote.STORAGE_KEYS).toBe('valor de STORAGE_KEYS');
  });

  it('reports its version, equal to the package version', () => {
    const packageJson = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(KERNEL_VERSION).toBe(packageJson.version);
    expect(kernel.KERNEL_VERSION).toMatch(/^1\.\d+\.\d+$/);
  });
});
