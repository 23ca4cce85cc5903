import { createClient, type RedisClientType } from 'redis';

/** The Redis clients of one API process: commands (limits, live locks) and the subscriber of the live fan-out. */
export interface RedisClients {
  client: RedisClientType;
  subscriber: RedisClientType;
  close(): Promise<void>;
}

export async function connectRedis(
  url: string,
  log: { error: (obj: unknown, msg?: string) => void },
): Promise<RedisClients> {
  // Waits on Redis are bounded where requests make them (the attempt limits time out to memory counters).
  const client = createClient({ url, socket: { connectTimeout: 5000 } }) as RedisClientType;
  const subscriber = client.duplicate();
  client.on('error', (error) => log.error(error, 'redis'));
  subscriber.on('error', (error) => log.error(error, 'redis subscriber'));
  await Promise.all([client.connect(), subscriber.connect()]);
  return {
    client,
    subscriber,
    close: async () => {
      await Promise.all([client.quit(), subscriber.quit()].map((p) => p.catch(() => {})));
    },
  };
}
