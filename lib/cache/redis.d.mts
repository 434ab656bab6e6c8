import type { RedisClientType } from 'redis';

export const COMMAND_TIMEOUT_MS: number;
export function redisConfigured(): boolean;
export function withRedis<T>(command: (redis: RedisClientType) => Promise<T>): Promise<T>;
export function redisStatus(): Promise<'ok' | 'unavailable' | 'off'>;
