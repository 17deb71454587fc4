import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

export const SEARCH_CHANNEL = 'shop:search-index';

/** A write that touches what the product index holds. */
export interface SearchChange {
  entity: 'product' | 'brand' | 'shade';
  ids: number[];
}

export interface SearchBusHandlers {
  /** A change made by another instance. */
  onMessage(change: SearchChange): void;
  /** The subscription came back after a break: messages may have been missed. */
  onReconnect(): void;
  onError(err: Error): void;
}

function parse(raw: string): (SearchChange & { origin: string }) | null {
  try {
    const m = JSON.parse(raw);
    const ok = typeof m?.origin === 'string' && ['product', 'brand', 'shade'].includes(m.entity) && Array.isArray(m.ids) && m.ids.every(Number.isInteger);
    return ok ? m : null;
  } catch {
    return null;
  }
}

/** Shares search-index changes between instances through a Redis channel (ioredis). */
export class RedisSearchBus {
  private readonly origin = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private connections = 0;
  private readonly subscribed: Promise<unknown>;

  constructor(url: string, private readonly handlers: SearchBusHandlers) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url);
    for (const client of [this.pub, this.sub]) client.on('error', (err: Error) => handlers.onError(err));
    this.sub.on('ready', () => {
      if (this.connections++ > 0) handlers.onReconnect();
    });
    this.sub.on('message', (channel: string, raw: string) => {
      const message = channel === SEARCH_CHANNEL ? parse(raw) : null;
      if (message && message.origin !== this.origin) handlers.onMessage({ entity: message.entity, ids: message.ids });
    });
    this.subscribed = this.sub.subscribe(SEARCH_CHANNEL).catch((err: Error) => handlers.onError(err));
  }

  /** Resolves once subscribed (or failed to), so a start-up check or a test can wait for it. */
  async ready(): Promise<void> {
    await this.subscribed;
  }

  publish(change: SearchChange): void {
    this.pub.publish(SEARCH_CHANNEL, JSON.stringify({ origin: this.origin, ...change })).catch((err: Error) => this.handlers.onError(err));
  }

  close(): void {
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
