import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

export interface RedisChannelHandlers<T> {
  /** A message another instance published. */
  onMessage(message: T): void;
  /** The subscription came back after a break: messages may have been missed. */
  onReconnect(): void;
  onError(err: Error): void;
}

/**
 * One Redis pub/sub channel shared by the shop's instances (ioredis): what an instance publishes reaches
 * every other instance, never itself. `read` checks what arrives, since anyone on the server may publish.
 */
export class RedisChannel<T> {
  private readonly origin = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private connections = 0;
  private readonly subscribed: Promise<unknown>;

  constructor(
    url: string,
    private readonly channel: string,
    read: (message: unknown) => T | null,
    private readonly handlers: RedisChannelHandlers<T>,
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url);
    for (const client of [this.pub, this.sub]) client.on('error', (err: Error) => handlers.onError(err));
    this.sub.on('ready', () => {
      if (this.connections++ > 0) handlers.onReconnect();
    });
    this.sub.on('message', (from: string, raw: string) => {
      if (from !== channel) return;
      const envelope = parse(raw);
      if (!envelope || envelope.origin === this.origin) return;
      const message = read(envelope.message);
      if (message !== null) handlers.onMessage(message);
    });
    this.subscribed = this.sub.subscribe(channel).catch((err: Error) => handlers.onError(err));
  }

  /** Resolves once subscribed (or failed to), so a start-up check or a test can wait for it. */
  async ready(): Promise<void> {
    await this.subscribed;
  }

  publish(message: T): void {
    this.pub.publish(this.channel, JSON.stringify({ origin: this.origin, message })).catch((err: Error) => this.handlers.onError(err));
  }

  close(): void {
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

function parse(raw: string): { origin: string; message: unknown } | null {
  try {
    const envelope = JSON.parse(raw);
    return typeof envelope?.origin === 'string' ? envelope : null;
  } catch {
    return null;
  }
}
