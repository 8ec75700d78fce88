import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import pino from 'pino';
import type { PageChange } from '../../server/cache/layered-page-store';
import { createRedisPageBroadcast, PAGE_CHANGES_CHANNEL } from '../../server/cache/redis-page-broadcast';

/** Two replicas' broadcasts on one pretend Redis channel: what one publishes, every subscriber hears. */
function fleetOfTwo() {
  const subscribers: EventEmitter[] = [];
  const published: string[] = [];
  const publisher = {
    publish: async (channel: string, message: string) => {
      published.push(message);
      for (const subscriber of subscribers) subscriber.emit('message', channel, message);
      return subscribers.length;
    },
  } as unknown as Redis;
  const heard: (PageChange[] | null)[][] = [[], []];
  const broadcasts = [0, 1].map((replica) => {
    const subscriber = Object.assign(new EventEmitter(), { subscribe: async () => 1 });
    subscribers.push(subscriber);
    return createRedisPageBroadcast({
      publisher,
      subscriber: subscriber as unknown as Redis,
      logger: pino({ level: 'silent' }),
      onChanged: (changes) => heard[replica]!.push(changes),
    });
  });
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const sendRaw = (message: string) => subscribers[1]!.emit('message', PAGE_CHANGES_CHANNEL, message);
  return { broadcasts, heard, published, turn, sendRaw };
}

describe('the page change broadcast between replicas', () => {
  it("tells the others each key's new ETag (null: removed), the latest per key, never itself", async () => {
    const { broadcasts, heard, turn } = fleetOfTwo();
    broadcasts[0]!.announce([{ key: '-:/about', etag: 'W/"a1"' }]);
    broadcasts[0]!.announce([
      { key: '-:/about', etag: 'W/"a2"' },
      { key: '-:/news', etag: null },
    ]);
    await turn();
    expect(heard[1]).toEqual([
      [
        { key: '-:/about', etag: 'W/"a2"' },
        { key: '-:/news', etag: null },
      ],
    ]);
    expect(heard[0]).toEqual([]);
  });

  it('splits a large announcement into messages of at most 500 keys', async () => {
    const { broadcasts, heard, published, turn } = fleetOfTwo();
    broadcasts[0]!.announce(Array.from({ length: 1_001 }, (_, index) => ({ key: `-:/p${String(index)}`, etag: 'W/"x"' })));
    await turn();
    expect(published).toHaveLength(3);
    expect(heard[1]!.map((changes) => changes!.length)).toEqual([500, 500, 1]);
  });

  it("outdates every key of an older replica's message without ETags (a rolling deploy)", () => {
    const { heard, sendRaw } = fleetOfTwo();
    sendRaw(JSON.stringify({ from: 'older-replica', keys: ['-:/about'] }));
    expect(heard[1]).toEqual([[{ key: '-:/about', etag: null }]]);
  });

  it('ignores malformed messages', () => {
    const { heard, sendRaw } = fleetOfTwo();
    for (const message of [
      'not json',
      'null',
      JSON.stringify({ keys: ['-:/about'] }),
      JSON.stringify({ from: 'x', keys: [1] }),
      JSON.stringify({ from: 'x', keys: ['-:/about'], etags: [] }),
      JSON.stringify({ from: 'x', keys: ['-:/about'], etags: [7] }),
    ]) {
      sendRaw(message);
    }
    expect(heard[1]).toEqual([]);
  });
});
