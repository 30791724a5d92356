// @ts-check
/**
 * The shell's first view as one chunk file instead of ~30.
 *
 * Every shared module the shell provides, and every `import()` of its start-up, is its own async
 * chunk: the home page loaded 28 files from the shell, and gzip compresses each alone, so what
 * they have in common (webpack's module wrappers, React's and MUI's recurring names) is paid for in
 * every file. As one file the shell's part of the home page went from 240.3 to 218.1 KiB gzip, and
 * Lighthouse's total blocking time from 203–328 to 67 ms on home, 132 on product (fewer scripts to
 * fetch over HTTP/1.1's six connections, compile and run: docs/performance.md).
 *
 * Which chunks are the first view is declared, not guessed: the share keys the first view consumes
 * and the shell's own start-up imports (as written in its code). Every module found in one of those
 * chunks moves to the `first-view` chunk; a module only an on-demand chunk uses (the chat window,
 * the menus' panels, the first toast) stays with it. A first-view import left off the list keeps its
 * own chunk (a few more bytes, nothing breaks); an on-demand import put on it would load with the
 * first view, and `e2e/tests/first-view-budget.spec.ts` fails on the bytes.
 *
 * Loading is not evaluation: the file registers module factories, and each runs when the start-up
 * first requires it (bootstrap.tsx still evaluates React DOM, the store, the frame and the app in
 * separate tasks). Compiling is another matter: the browser compiles a script as it arrives, and
 * one 600 KB file was a 15–20 ms compile on the main thread, so the shell names `parts` (React DOM;
 * MUI with emotion): three files of ~200 KB, each compiled in a task of its own, 2.3 KiB gzip more.
 */

/** The chunk's name (`first-view.[contenthash].js`). */
export const FIRST_VIEW_CHUNK = 'first-view';

/**
 * @typedef {object} FirstViewOptions
 * @property {readonly string[]} shares share keys the first view consumes (as in shared-dependencies.mjs;
 *   a key ending in `/` covers every module provided under it)
 * @property {readonly string[]} imports the requests of the start-up's `import()` calls, as written
 * @property {Readonly<Record<string, RegExp>>} [parts] the first view in more than one file: chunk
 *   name → the first-view modules (by resource path) that file takes instead of `first-view`. A
 *   browser compiles each script as it arrives, on the main thread when it cannot stream it: one
 *   600 KB file was one 15–20 ms compile (a 60–80 ms task on a phone); parts of ~200 KB are
 *   compiled in tasks of their own
 * @property {Readonly<Record<string, readonly string[]>>} [onDemandShares] chunk name → share keys
 *   loaded later, each as one file of its own: what their chunks hold beyond the first view's, unless
 *   an on-demand part of the shell also uses it (that stays in a chunk of its own, so the phone
 *   menu's drawer does not bring every form component along)
 */

/** @typedef {Exclude<NonNullable<NonNullable<import('webpack').Configuration['optimization']>['splitChunks']>, false>} SplitChunksOptions */

/** Module Federation's provide and consume modules (enhanced's lib/Constants.js). */
const FEDERATION_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/** The identifier webpack gives a provided shared module (ProvideSharedModule#libIdent). */
const PROVIDE_PREFIX = 'webpack/sharing/provide/default/';

/**
 * Whether a chunk was created by one of these blocks: a provided share on the list (a key ending
 * in `/` covers every module provided under it) or an `import()` with one of these requests.
 * @param {readonly string[]} shareList
 * @param {readonly string[]} importList
 * @returns {(chunk: import('webpack').Chunk) => boolean}
 */
function chunksCreatedBy(shareList, importList) {
  const imports = new Set(importList);
  /** @param {string} key a provided module's share key */
  const isListedShare = (key) =>
    shareList.some((share) => share === key || (share.endsWith('/') && key.startsWith(share)));
  /** @type {WeakMap<import('webpack').Chunk, boolean>} */
  const verdicts = new WeakMap();
  return (chunk) => {
    const known = verdicts.get(chunk);
    if (known !== undefined) return known;
    let verdict = false;
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        if (origin.request && imports.has(origin.request)) verdict = true;
        const ident = origin.module?.libIdent({ context: '' }) ?? '';
        if (ident.startsWith(PROVIDE_PREFIX) && isListedShare(ident.slice(PROVIDE_PREFIX.length)))
          verdict = true;
      }
    }
    verdicts.set(chunk, verdict);
    return verdict;
  };
}

/** @typedef {{ getModuleChunksIterable(module: import('webpack').Module): Iterable<import('webpack').Chunk> }} ChunkGraphView */

/**
 * One named chunk file for the modules `joins` picks, whatever their size (the point is one file).
 * The federation's own modules stay where the plugin put them: a chunk that consumed a shared
 * module provided from that same chunk would wait on its own loading forever.
 * @param {string} name
 * @param {number} priority
 * @param {(chunks: Iterable<import('webpack').Chunk>) => boolean} joins decides from the module's chunks
 * @param {RegExp} [resource] only modules whose resource matches (a part of the first view)
 */
function oneFileGroup(name, priority, joins, resource) {
  return {
    name,
    chunks: /** @type {const} */ ('async'),
    enforce: true,
    priority,
    reuseExistingChunk: false,
    /**
     * @param {import('webpack').Module} module
     * @param {{ chunkGraph: ChunkGraphView }} context
     */
    test: (module, { chunkGraph }) =>
      !FEDERATION_MODULE_TYPES.has(module.type) &&
      (resource === undefined || resource.test(module.nameForCondition() ?? '')) &&
      joins(chunkGraph.getModuleChunksIterable(module)),
  };
}

/**
 * @param {FirstViewOptions} options
 * @returns {NonNullable<SplitChunksOptions['cacheGroups']>}
 */
export function firstViewCacheGroups(options) {
  const isFirstViewChunk = chunksCreatedBy(options.shares, options.imports);
  /** @param {Iterable<import('webpack').Chunk>} chunks */
  const joinsFirstView = (chunks) => {
    for (const chunk of chunks) if (isFirstViewChunk(chunk)) return true;
    return false;
  };
  /** @type {NonNullable<SplitChunksOptions['cacheGroups']>} */
  const groups = { [FIRST_VIEW_CHUNK]: oneFileGroup(FIRST_VIEW_CHUNK, 30, joinsFirstView) };
  // Above the first view's priority: the part takes its modules, the first view the rest.
  for (const [name, resource] of Object.entries(options.parts ?? {})) {
    groups[name] = oneFileGroup(name, 31, joinsFirstView, resource);
  }
  for (const [name, shares] of Object.entries(options.onDemandShares ?? {})) {
    const isItsChunk = chunksCreatedBy(shares, []);
    // Below the first view's priority: what the first view has stays in its chunk. What an
    // on-demand part of the shell also uses stays out (it would bring the whole file along).
    groups[name] = oneFileGroup(name, 20, (chunks) => {
      let ours = false;
      for (const chunk of chunks) {
        if (isItsChunk(chunk)) ours = true;
        else if (!isFirstViewChunk(chunk)) return false;
      }
      return ours;
    });
  }
  return groups;
}
