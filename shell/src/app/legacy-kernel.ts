/**
 * Kernel 0.1's surface, loaded by its own dynamic import (bootstrap.tsx): providing it builds the
 * MUI theme, tens of milliseconds on a phone, which start-up's first step then does not carry.
 */
export { provideLegacyKernelSurface } from '@store/app-kit';
