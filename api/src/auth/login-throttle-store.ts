/**
 * Where attempt counters live. Each key has a fixed window that opens with its first attempt and
 * closes `windowMs` later; the count resets when it closes.
 *
 * The in-memory store is right for one API process. Replicas behind a load balancer must share
 * the counters, or an attacker simply spreads guesses over them: implement this interface on a
 * shared store such as Redis (`INCR key` + `PEXPIRE key windowMs NX` for `increment`, `DECR`
 * for `decrement`, `GET` + `PTTL` for `get`, `DEL` for `delete`).
 */
export interface AttemptWindow {
  count: number;
  /** When the window closes (ms since the epoch). */
  resetAt: number;
}

export interface AttemptStore {
  /** Adds one attempt to the key's open window, opening one of `windowMs` if none is open. */
  increment(key: string, windowMs: number): Promise<AttemptWindow>;
  /** Takes one attempt back (never below zero; no-op when no window is open). */
  decrement(key: string): Promise<void>;
  /** The key's open window, or null. */
  get(key: string): Promise<AttemptWindow | null>;
  delete(key: string): Promise<void>;
}

export type Clock = () => number;

/** Counters in this process's memory; expired windows are swept so memory stays bounded. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, AttemptWindow>();
  private operations = 0;

  constructor(
    private readonly clock: Clock = Date.now,
    /** Hard cap on tracked keys; the oldest windows are dropped first when it is reached. */
    private readonly maxKeys = 100_000,
  ) {}

  private open(key: string): AttemptWindow | null {
    const window = this.windows.get(key);
    if (!window) return null;
    if (window.resetAt <= this.clock()) {
      this.windows.delete(key);
      return null;
    }
    return window;
  }

  private sweep(): void {
    const now = this.clock();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Map iterates in insertion order, so the first keys are the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }

  increment(key: string, windowMs: number): Promise<AttemptWindow> {
    this.operations += 1;
    if (this.operations % 1000 === 0 || this.windows.size >= this.maxKeys) this.sweep();
    const window = this.open(key) ?? { count: 0, resetAt: this.clock() + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return Promise.resolve({ ...window });
  }

  decrement(key: string): Promise<void> {
    const window = this.open(key);
    if (window && window.count > 0) window.count -= 1;
    return Promise.resolve();
  }

  get(key: string): Promise<AttemptWindow | null> {
    const window = this.open(key);
    return Promise.resolve(window ? { ...window } : null);
  }

  delete(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  /** Number of keys tracked (tests). */
  get size(): number {
    return this.windows.size;
  }
}
