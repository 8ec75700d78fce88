import type { Response } from 'supertest';

/** An outside source failed: 503 with a Retry-After in whole seconds, kept by no cache. */
export function expectSourceUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  expect(res.headers['cache-control']).toBe('private, no-store');
}
