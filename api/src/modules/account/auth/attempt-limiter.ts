import { AppError } from '../../../common/errors';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counts attempts per key (e.g. failed logins per e-mail and address) in this process's memory and
 * refuses more than `max` within `windowMs`. A success clears the key.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const w = this.live(key);
    return Boolean(w && w.count >= this.max);
  }

  /** Throws RATE_LIMITED while the key has no attempts left; the message says how long to wait. */
  check(key: string, what: string): void {
    const w = this.live(key);
    if (!w || w.count < this.max) return;
    const minutes = Math.max(1, Math.ceil((w.resetAt - this.now()) / 60_000));
    throw new AppError('RATE_LIMITED', `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }

  record(key: string): void {
    const w = this.live(key);
    if (w) w.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.windows.size > 10_000) this.prune();
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private live(key: string): Window | undefined {
    const w = this.windows.get(key);
    if (w && w.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
