import { RedisChannel, type RedisChannelHandlers } from '../../../common/redis-channel';

export const SEARCH_CHANNEL = 'shop:search-index';

/** A write that touches what the product index holds. */
export interface SearchChange {
  entity: 'product' | 'brand' | 'shade';
  ids: number[];
}

function searchChange(message: unknown): SearchChange | null {
  const m = message as Partial<SearchChange> | null;
  const ok = !!m && ['product', 'brand', 'shade'].includes(m.entity as string) && Array.isArray(m.ids) && m.ids.every(Number.isInteger);
  return ok ? { entity: m.entity!, ids: m.ids! } : null;
}

/** Shares search-index changes between instances through a Redis channel. */
export function redisSearchBus(url: string, handlers: RedisChannelHandlers<SearchChange>): RedisChannel<SearchChange> {
  return new RedisChannel(url, SEARCH_CHANNEL, searchChange, handlers);
}
