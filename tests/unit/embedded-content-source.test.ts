import path from 'node:path';
import { createEmbeddedContentSource } from '../../server/sources/content/embedded-content-source';

const contentDir = path.resolve(__dirname, '..', '..', 'content');

describe('embedded content source', () => {
  it('reads the demo label settings and pages', async () => {
    const source = await createEmbeddedContentSource(contentDir);
    expect((await source.getSiteSettings()).siteName).toBe('Lumen Tide');
    expect((await source.getPageByPath('/', { preview: false }))?.title).toBe('Lumen Tide');
    expect(await source.getPageByPath('/missing', { preview: false })).toBeNull();
  });

  it('shows drafts only in preview', async () => {
    const source = await createEmbeddedContentSource(contentDir);
    expect(await source.getPageByPath('/tour', { preview: false })).toBeNull();
    expect((await source.getPageByPath('/tour', { preview: true }))?.status).toBe('draft');
  });
});
