/**
 * This kernel's version, readable at run time: Module Federation shares one kernel per page,
 * and an app built against another version learns which one it got (kernel 0.1 had no such
 * export, so its absence means 0.1). Kept equal to package.json's version by a test.
 */
export const KERNEL_VERSION = '1.1.0';
