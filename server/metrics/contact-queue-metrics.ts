import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * What the contact delivery queue reports (its own code feeds it): how many messages wait, and each
 * delivery attempt that failed. A small hook so the queue needs nothing else of the metrics.
 */
export interface ContactQueueMetrics {
  /** Asked at every scrape: messages waiting or retrying (a queue's job counts). */
  measureDepth(depth: () => Promise<number> | number): void;
  /** One failed delivery attempt (it will be retried, or has given up). */
  failedDelivery(): void;
}

export function createContactQueueMetrics(registry: Registry): ContactQueueMetrics {
  let depthOf: (() => Promise<number> | number) | null = null;
  new Gauge({
    name: 'label_site_contact_queue_depth',
    help: 'Contact messages waiting for delivery (waiting, delayed or retrying).',
    registers: [registry],
    async collect() {
      if (!depthOf) return;
      // A queue that cannot say (Redis away) leaves the last value: a scrape never fails for it.
      try {
        this.set(await depthOf());
      } catch {
        // Kept as it was.
      }
    },
  });
  const failed = new Counter({
    name: 'label_site_contact_deliveries_failed_total',
    help: 'Contact message delivery attempts that failed.',
    registers: [registry],
  });
  return {
    measureDepth(depth) {
      depthOf = depth;
    },
    failedDelivery() {
      failed.inc();
    },
  };
}
