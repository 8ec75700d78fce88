import http from 'node:http';
import { startSlowSite } from '../support/site-process';
import { within } from '../support/within';

jest.setTimeout(60_000);

/** One request: when its bytes went out on a connected socket (if they did), and how it ended. */
interface Outcome {
  sentAt: number | null;
  status: number | null;
  complete: boolean;
  error: string | null;
}

/**
 * Sends one GET and records when it was actually sent to the server: at once on a reused
 * keep-alive socket, or once a new connection is established (a refused connection sends nothing).
 */
function send(url: string, agent: http.Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { sentAt: null, status: null, complete: false, error: null };
    const req = http.get(url, { agent }, (res) => {
      outcome.status = res.statusCode ?? null;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        outcome.complete = body.endsWith('</html>') || body.endsWith('}');
        resolve(outcome);
      });
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ ...outcome, error: error.code ?? error.message }));
    });
    req.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (outcome.sentAt = Date.now()));
      else outcome.sentAt = Date.now();
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ ...outcome, error: error.code ?? error.message }));
  });
}

describe('graceful shutdown under load', () => {
  it('answers every request sent before the listener closed: keep-alive clients sending up to the close see no reset', async () => {
    // Readiness says 503 for 2 s before the site stops accepting: long enough, even on a loaded machine
    // where each uncached page takes a while, for the clients to send well over ten requests in it.
    const site = await startSlowSite({ SLOW_CONTENT_MS: '20', SHUTDOWN_DELAY_MS: '2000', SHUTDOWN_TIMEOUT_MS: '20000' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const outcomes: Outcome[] = [];
    let stop = false;
    // 30 keep-alive clients, each sending its next request as soon as the last one is answered:
    // uncached pages (a distinct query each) keep the event loop busy, health checks are quick.
    const client = async (id: number) => {
      for (let n = 0; !stop; n++) {
        const outcome = await send(`${site.url}/${n % 3 === 0 ? 'healthz' : `about?c=${id}&n=${n}`}`, agent);
        outcomes.push(outcome);
        if (outcome.error === 'ECONNREFUSED') return; // the listener is closed: nothing more to send
      }
    };
    const clients = Promise.all(Array.from({ length: 30 }, (_, id) => client(id)));
    // Load flowing on a warmed-up site (a cold one answers its first pages slowly), then the signal.
    await within(20_000, () => outcomes.length >= 60, 'sixty answers before the signal');
    const signalledAt = Date.now();
    site.child.kill('SIGTERM');
    const code = await site.stop();
    stop = true;
    await clients;
    agent.destroy();

    const loggedAt = (msg: string) => {
      const line = site.logs.find((l) => l.msg === msg);
      expect(line).toBeDefined();
      return Date.parse(String(line!.time));
    };
    // The moment the site stops listening, just before its listener closes (decision 0087).
    const stoppedListeningAt = loggedAt('listener stops accepting new connections');
    const closedAt = loggedAt('listener closed: new connections are refused');
    expect(closedAt).toBeGreaterThanOrEqual(stoppedListeningAt);
    // Every request sent before the listener closed (decision 0070).
    const before = outcomes.filter((o) => o.sentAt !== null && o.sentAt < closedAt);
    // The load really ran through the drain up to that moment: requests kept coming after SIGTERM,
    // on the clients' keep-alive connections, which stay open until the listener closes.
    expect(before.filter((o) => o.sentAt! > signalledAt).length).toBeGreaterThanOrEqual(10);
    // Every one of them got a whole answer: no reset, no hang-up.
    // Each failure says when it was sent, from the moment the listener closed (negative: before).
    const failed = before
      .filter((o) => o.error !== null || !o.complete || o.status !== 200)
      .map((o) => ({
        ...o,
        sentMsAfterClose: o.sentAt! - closedAt,
        stoppedAcceptingMsAfterClose: stoppedListeningAt - closedAt,
      }));
    expect(failed).toEqual([]);
    expect(code).toBe(0);
  });
});
