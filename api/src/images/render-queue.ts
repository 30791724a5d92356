/**
 * The queue every uncached product image render waits in (issue 33: six concurrent renders at
 * w=3840 from one anonymous client raised login's p50 from 129 to 2,426 ms). A render at 3840 px
 * takes ~1.3 s of one core and a libuv worker thread, which password hashing (scrypt) and file
 * reads also need; on a two-core host, unbounded renders starve the rest of the API. So:
 *
 * - at most `concurrency` renders run at once in this process (the rest of the API keeps the
 *   other core and the other worker threads);
 * - at most `maxWaiting` more wait for a slot, all clients together (past it: 503 with
 *   Retry-After), so a wait stays in the tens of seconds at worst, under the idle-connection
 *   timeouts of the API and its proxy;
 * - one client holds at most `perClient` renders running or waiting (past it: 429 with
 *   Retry-After), so one address cannot fill the queue that every shopper shares;
 * - a free slot goes to the clients in turn (round robin), not to the oldest request: a client
 *   that queued many renders waits for its own, while another shopper's image is rendered next.
 *   That is what lets `perClient` be large enough for several shoppers behind one shared
 *   address (mobile carriers' CGNAT, offices: docs/security.md) opening cold pages at once.
 *
 * Cached variants never come here (image-renderer.ts reads the disk cache first), and callers
 * asking for a variant already being rendered share that render without taking a place.
 *
 * Why not p-limit or p-queue: their maintained majors are ESM-only, which Jest's CommonJS run
 * (jest.config.cjs) would have to compile, and neither bounds its waiting list nor counts per
 * client; what they would add here is the dozen lines of `acquire`/`release` below.
 */
import { availableParallelism } from 'node:os';
import { positiveInteger } from '../env-values.js';
import { HttpError } from '../http/errors.js';
import { TooManyRequestsError } from '../http/rate-limit.js';

export interface RenderQueueSettings {
  /** IMAGE_RENDER_CONCURRENCY: renders running at once in this process. */
  concurrency: number;
  /** IMAGE_RENDER_QUEUE_LIMIT: renders waiting for a slot, all clients together (503 past it). */
  maxWaiting: number;
  /** IMAGE_RENDER_PER_CLIENT: one client's renders running or waiting (429 past it). */
  perClient: number;
}

/**
 * Half the cores, at least one: on the two-core reference host one render at a time. A browser
 * has at most six requests in flight to one host over HTTP/1.1, so 24 per client is four shoppers
 * behind one shared address opening cold pages together; 96 waiting is sixteen such browsers. The
 * storefront's widths (350 to 1280 px) render in tens of milliseconds, so a full queue of them is
 * a few seconds; a queue of the largest width is the worst case (~1.3 s each), and the round
 * robin keeps it from delaying anyone but its own client.
 */
export function defaultRenderQueueSettings(cores: number = availableParallelism()): RenderQueueSettings {
  return { concurrency: Math.max(1, Math.floor(cores / 2)), maxWaiting: 96, perClient: 24 };
}

/** IMAGE_RENDER_CONCURRENCY, IMAGE_RENDER_QUEUE_LIMIT, IMAGE_RENDER_PER_CLIENT. */
export function renderQueueSettingsFromEnv(env: NodeJS.ProcessEnv): RenderQueueSettings {
  const defaults = defaultRenderQueueSettings();
  return {
    concurrency: positiveInteger(env, 'IMAGE_RENDER_CONCURRENCY', defaults.concurrency),
    maxWaiting: positiveInteger(env, 'IMAGE_RENDER_QUEUE_LIMIT', defaults.maxWaiting),
    perClient: positiveInteger(env, 'IMAGE_RENDER_PER_CLIENT', defaults.perClient),
  };
}

/** Seconds a refused caller is told to wait: a few renders' time. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

export const RENDER_QUEUE_MESSAGES = {
  perClient: 'Se están preparando demasiadas imágenes para tu conexión. Intenta de nuevo en unos segundos.',
  full: 'El servidor está preparando demasiadas imágenes. Intenta de nuevo en unos segundos.',
} as const;

/** 503 `SERVER_BUSY`; the error handler turns `retryAfterSeconds` into `Retry-After`. */
export class RenderQueueFullError extends HttpError {
  readonly retryAfterSeconds = RENDER_RETRY_AFTER_SECONDS;

  constructor() {
    super(503, RENDER_QUEUE_MESSAGES.full, 'SERVER_BUSY');
    this.name = 'RenderQueueFullError';
  }
}

export class RenderQueue {
  readonly settings: RenderQueueSettings;
  private runningCount = 0;
  private highestRunning = 0;
  /** Callers waiting for a slot, per client, each client's in arrival order. */
  private readonly waitingByClient = new Map<string, Array<() => void>>();
  /** Clients with someone waiting, in the order their turn comes (round robin). */
  private readonly turns: string[] = [];
  private waitingTotal = 0;
  /** Renders running or waiting, per client key; a key leaves the map at zero. */
  private readonly heldByClient = new Map<string, number>();

  constructor(settings: Partial<RenderQueueSettings> = {}) {
    this.settings = { ...defaultRenderQueueSettings(), ...settings };
  }

  /** Renders running now. */
  get running(): number {
    return this.runningCount;
  }

  /** Renders waiting for a slot now. */
  get waitingCount(): number {
    return this.waitingTotal;
  }

  /** The most renders that ever ran at once (never above `concurrency`; tests read it). */
  get peakRunning(): number {
    return this.highestRunning;
  }

  /**
   * Runs `task` when a slot is free. Refuses at once, before anything is queued, by throwing
   * (not by a rejected promise, so a caller can tell "refused" from "failed"): 429 when `client`
   * already holds `perClient` renders, 503 when every slot is busy and the waiting list is full.
   */
  run<T>(client: string, task: () => Promise<T>): Promise<T> {
    const held = this.heldByClient.get(client) ?? 0;
    if (held >= this.settings.perClient)
      throw new TooManyRequestsError(RENDER_RETRY_AFTER_SECONDS, RENDER_QUEUE_MESSAGES.perClient);
    if (this.runningCount >= this.settings.concurrency && this.waitingTotal >= this.settings.maxWaiting)
      throw new RenderQueueFullError();
    this.heldByClient.set(client, held + 1);
    return this.acquire(client)
      .then(task)
      .finally(() => {
        this.release();
        const left = (this.heldByClient.get(client) ?? 1) - 1;
        if (left > 0) this.heldByClient.set(client, left);
        else this.heldByClient.delete(client);
      });
  }

  private acquire(client: string): Promise<void> {
    if (this.runningCount < this.settings.concurrency) {
      this.runningCount += 1;
      this.highestRunning = Math.max(this.highestRunning, this.runningCount);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = this.waitingByClient.get(client);
      if (queue) queue.push(resolve);
      else {
        this.waitingByClient.set(client, [resolve]);
        this.turns.push(client);
      }
      this.waitingTotal += 1;
    });
  }

  /**
   * A finished render hands its slot straight to the next client in turn (so `running` never
   * overshoots); that client goes to the back of the line if it still has renders waiting.
   */
  private release(): void {
    const client = this.turns.shift();
    const queue = client === undefined ? undefined : this.waitingByClient.get(client);
    const next = queue?.shift();
    if (!client || !queue || !next) {
      this.runningCount -= 1;
      return;
    }
    this.waitingTotal -= 1;
    if (queue.length > 0) this.turns.push(client);
    else this.waitingByClient.delete(client);
    next();
  }
}
