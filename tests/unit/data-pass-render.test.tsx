import { Suspense, use } from 'react';
import { renderForData } from '../../server/render/data-pass-render';

const quiet = { onError: () => {} };

describe('the render function of a data pass', () => {
  it('settles once every boundary has rendered, with no markup', async () => {
    const rendered: string[] = [];
    const later = new Promise<string>((resolve) => setTimeout(() => resolve('block'), 20));
    function Block() {
      rendered.push(use(later));
      return null;
    }
    const tree = (
      <Suspense fallback={null}>
        <Block />
      </Suspense>
    );
    await expect(renderForData(tree, { signal: new AbortController().signal, ...quiet })).resolves.toBe('');
    expect(rendered).toEqual(['block']);
  });

  it('settles when stopped, as the prerender does, even with the shell unfinished', async () => {
    const never = new Promise<never>(() => {});
    function Hangs(): never {
      throw never;
    }
    await expect(renderForData(<Hangs />, { signal: AbortSignal.timeout(20), ...quiet })).resolves.toBe('');
  });

  it('fails with the shell’s own error', async () => {
    const failure = new Error('shell failed');
    function Explodes(): never {
      throw failure;
    }
    await expect(renderForData(<Explodes />, { signal: new AbortController().signal, ...quiet })).rejects.toBe(failure);
  });
});
