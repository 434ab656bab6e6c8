import { createClient, type RedisClientType } from 'redis';
import { env } from '../server/env';
import { log } from '../server/log';

/**
 * The site's Redis connection (REDIS_URL), opened on first use; null without REDIS_URL. A
 * command while Redis is away fails at once (no offline queue), so callers fall back instead
 * of holding a visitor.
 */
let connecting: Promise<RedisClientType> | null = null;

export function sharedRedis(): Promise<RedisClientType> | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  connecting ??= (async () => {
    const client: RedisClientType = createClient({
      url,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
      disableOfflineQueue: true,
    });
    client.on('error', (error: unknown) => log.warn('[redis] connection error', { error }));
    await client.connect();
    return client;
  })().catch((error: unknown) => {
    connecting = null;
    throw error;
  });
  return connecting;
}
