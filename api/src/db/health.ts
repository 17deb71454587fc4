import type { DataSource } from 'typeorm';
import { createConnection, Connection } from 'mysql2/promise';

/** /healthz never waits longer than this for the database. */
export const PING_TIMEOUT_MS = 2000;
/** While the database is away, it is asked again this often. */
export const RETRY_MS = 1000;

/**
 * Whether the database answers a trivial query, asked once at a time and for at most PING_TIMEOUT_MS.
 * MySQL is asked on a connection of its own, so a pool busy with long requests does not read as down
 * and a stalled server does not take pool connections with it. While the answer is no, it is asked
 * again every RETRY_MS until the database is back.
 */
export class DatabaseHealth {
  private answering = true;
  private inFlight?: Promise<boolean>;
  private retry?: NodeJS.Timeout;
  private probe?: Promise<Connection>;
  private closed = false;

  /**
   * `onChange(false)` when the database stops answering, `onChange(true)` when it answers again;
   * `writesWork`, where given, must also say yes (SQLite: see Database).
   */
  constructor(
    private readonly dataSource: DataSource,
    private readonly onChange: (available: boolean) => void = () => undefined,
    private readonly writesWork?: () => Promise<boolean> | boolean,
  ) {}

  /** The last answer: false from a failed or timed-out ping until one succeeds again. */
  get available(): boolean {
    return this.answering;
  }

  ping(): Promise<boolean> {
    this.inFlight ??= this.ask().then((ok) => {
      this.inFlight = undefined;
      if (ok !== this.answering) {
        this.answering = ok;
        this.onChange(ok);
      }
      if (!ok && !this.closed && !this.retry) {
        this.retry = setTimeout(() => {
          this.retry = undefined;
          void this.ping();
        }, RETRY_MS);
        this.retry.unref();
      }
      return ok;
    });
    return this.inFlight;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const probe = this.probe;
    this.probe = undefined;
    await probe?.then((c) => c.end()).catch(() => undefined);
  }

  private async ask(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    try {
      const ok = await Promise.race([this.selectOne().then(() => true), timedOut]);
      if (!ok) this.dropProbe();
      return ok;
    } catch {
      this.dropProbe();
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private async selectOne(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (this.dataSource.options.type === 'better-sqlite3' || !url) {
      await this.dataSource.query('SELECT 1');
      if (this.writesWork && !(await this.writesWork())) throw new Error('the database cannot write');
      return;
    }
    this.probe ??= createConnection({ uri: url, connectTimeout: PING_TIMEOUT_MS }).then((c) => {
      // The probe must never be what keeps a stopping process alive.
      (c as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      c.on('error', () => this.dropProbe());
      return c;
    });
    const connection = await this.probe;
    await connection.query('SELECT 1');
  }

  private dropProbe(): void {
    const probe = this.probe;
    this.probe = undefined;
    probe?.then((c) => c.destroy()).catch(() => undefined);
  }
}
