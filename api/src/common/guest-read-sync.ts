import type { Database } from '../db/database';
import { GuestReadWrites } from './guest-read-writes';
import type { PublicReads } from './public-reads';
import { RedisChannel } from './redis-channel';

export const GUEST_READS_CHANNEL = 'shop:guest-reads';

export interface GuestReadSyncOptions {
  /** When set, every instance on this Redis server empties its kept reads on any instance's write. */
  redisUrl?: string;
  /** Redis went away or came back (the 30-second limit holds meanwhile). */
  onRedisTrouble?: (err: Error) => void;
  onRedisBack?: () => void;
  /**
   * With read replicas: a read made just after a write may have come from a replica that had not applied
   * it yet, so kept reads are emptied once more this long after each write.
   */
  replicaLagMs?: number;
}

/**
 * Keeps guests' kept reads (PublicReads) current: committed writes of this process empty them at once
 * (GuestReadWrites, a TypeORM subscriber), and with Redis each such write is announced on a channel so
 * that every other instance empties its own as well. While Redis is away the kept reads' time limit
 * bounds how stale another instance's page can be; when it is back, what was kept meanwhile goes.
 */
export class GuestReadSync {
  private readonly channel?: RedisChannel<'written'>;
  private readonly writes: GuestReadWrites;
  private troubleReported = false;

  constructor(
    private readonly db: Database,
    private readonly reads: PublicReads,
    private readonly options: GuestReadSyncOptions = {},
  ) {
    this.writes = new GuestReadWrites(db.dialect, {
      committed: () => this.committed(),
      uncommittedStarted: () => reads.uncommittedStarted(),
      uncommittedEnded: () => reads.uncommittedEnded(),
    });
    this.attach();
    db.events.on('availability', this.onAvailability);
    if (!options.redisUrl) return;
    this.channel = new RedisChannel<'written'>(
      options.redisUrl,
      GUEST_READS_CHANNEL,
      (message) => (message === 'written' ? message : null),
      {
        onMessage: () => this.invalidate(),
        onReconnect: () => {
          // Writes announced while the subscription was down were missed.
          reads.invalidate();
          if (this.troubleReported) options.onRedisBack?.();
          this.troubleReported = false;
        },
        onError: (err) => this.trouble(err),
      },
    );
  }

  /** Resolves once subscribed to Redis (or failed to), so a start-up or a test can wait for it. */
  async ready(): Promise<void> {
    await this.channel?.ready();
  }

  close(): void {
    clearTimeout(this.settleTimer);
    this.db.events.off('availability', this.onAvailability);
    const subscribers = this.db.dataSource.subscribers;
    const at = subscribers.indexOf(this.writes);
    if (at >= 0) subscribers.splice(at, 1);
    this.channel?.close();
  }

  /** A data source initialised again (after the database was away) builds its subscribers anew: this one is added back. */
  private readonly onAvailability = (available: boolean) => {
    if (!available) return;
    this.attach();
    this.reads.invalidate();
  };

  private attach(): void {
    if (!this.db.dataSource.subscribers.includes(this.writes)) this.db.dataSource.subscribers.push(this.writes);
  }

  private committed(): void {
    this.invalidate();
    this.channel?.publish('written');
  }

  private settleTimer?: NodeJS.Timeout;

  private invalidate(): void {
    this.reads.invalidate();
    const lag = this.options.replicaLagMs ?? 0;
    if (lag <= 0 || this.settleTimer) return;
    this.settleTimer = setTimeout(() => {
      this.settleTimer = undefined;
      this.reads.invalidate();
    }, lag);
    this.settleTimer.unref();
  }

  /** Reported once per outage, not once per failed attempt. */
  private trouble(err: Error): void {
    if (this.troubleReported) return;
    this.troubleReported = true;
    this.options.onRedisTrouble?.(err);
  }
}
