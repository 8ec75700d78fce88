import request from 'supertest';
import type { ContentSource } from '../../server/sources/content/content-source';
import { createTestSite } from '../support/test-site';

/**
 * A listing with a filter menu (/releases): its results' read does not wait for the menu's options
 * (the labels, then the chosen label's artists). On a CMS each is a round trip; in a chain they
 * were three before the page could be stored.
 */
describe('a listing and its filter menu', () => {
  it("asks for the results while the menu's options are still on their way", async () => {
    const { sources } = await createTestSite();
    const base = sources.content;
    let answerLabels!: () => void;
    const labelsAnswered = new Promise<void>((resolve) => (answerLabels = resolve));
    let labelsPending = false;
    let resultsAskedWhileLabelsPending = false;
    const content: ContentSource = {
      ...base,
      async list(collection, query, options) {
        if (collection === 'labels') {
          labelsPending = true;
          // Answered once the results are asked for. A render that waits for the labels first never
          // asks: this breaks that deadlock so the assertion below reports it.
          const breaker = setTimeout(answerLabels, 2_000);
          await labelsAnswered;
          clearTimeout(breaker);
          labelsPending = false;
        }
        if (collection === 'product_groups') {
          if (labelsPending) resultsAskedWhileLabelsPending = true;
          answerLabels();
        }
        return base.list(collection, query, options);
      },
    };
    const { app } = await createTestSite({ sources: { content } });
    await request(app).get('/releases').expect(200);
    expect(resultsAskedWhileLabelsPending).toBe(true);
  });
});
