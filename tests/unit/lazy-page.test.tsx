import { renderToString } from 'react-dom/server';
import { lazyPage } from '../../shared/app/lazy-page';

describe('lazyPage', () => {
  it('loads its module once, however often it is preloaded', async () => {
    const load = jest.fn(async () => ({ default: () => <p>page</p> }));
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders synchronously once preloaded, with no Suspense fallback in between', async () => {
    const Page = lazyPage(async () => ({ default: ({ name }: { name: string }) => <p>Hello {name}</p> }));
    await Page.preload();
    expect(renderToString(<Page name="visitor" />)).toBe('<p>Hello <!-- -->visitor</p>');
  });
});
