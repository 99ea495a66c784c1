import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

export interface TestRedis {
  /** The Config field that points a server at this Redis, under a key prefix of this file's own. */
  config(): { url: string; keyPrefix: string };
  /** Deletes every key this file wrote. */
  teardown(): Promise<void>;
}

function redis(url: string): TestRedis {
  const keyPrefix = `harmoni-test:${Date.now()}:${randomBytes(4).toString("hex")}:`;
  return {
    config: () => ({ url, keyPrefix }),
    async teardown() {
      const client = new Redis(url);
      try {
        const keys: string[] = [];
        for await (const batch of client.scanStream({ match: `${keyPrefix}*` })) keys.push(...batch);
        if (keys.length > 0) await client.del(...keys);
      } finally {
        client.disconnect();
      }
    },
  };
}

/** The Redis in TEST_REDIS_URL (CI sets it), or none: tests of the shared path are then not registered. */
export function testRedis(): TestRedis[] {
  const url = process.env.TEST_REDIS_URL;
  return url ? [redis(url)] : [];
}
