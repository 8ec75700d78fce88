/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onDemand } from '../../shared/app/on-demand';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

async function mount(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return { container, unmount: () => act(async () => root.unmount()) };
}

describe('onDemand', () => {
  it('loads nothing until it is first rendered or preloaded, then once', async () => {
    const load = jest.fn(async () => ({ default: () => <p>panel</p> }));
    const Panel = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([Panel.preload(), Panel.preload()]);
    const view = await mount(<Panel />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(view.container.innerHTML).toBe('<p>panel</p>');
    await view.unmount();
  });

  it('shows nothing while its code arrives, then the part with its props', async () => {
    type Module = { default: (props: { name: string }) => React.ReactNode };
    let finish!: (module: Module) => void;
    const Panel = onDemand(() => new Promise<Module>((resolve) => (finish = resolve)));
    const view = await mount(<Panel name="basket" />);
    expect(view.container.innerHTML).toBe('');
    await act(async () => finish({ default: ({ name }) => <p>{name}</p> }));
    expect(view.container.innerHTML).toBe('<p>basket</p>');
    await view.unmount();
  });

  it('renders nothing on the server (the part never is in the first view)', () => {
    const load = jest.fn(async () => ({ default: () => <p>panel</p> }));
    const Panel = onDemand(load);
    expect(renderToString(<Panel />)).toBe('');
  });

  it('a chunk that fails to load shows nothing and is tried again next time', async () => {
    const load = jest
      .fn<Promise<{ default: () => React.ReactNode }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>panel</p> });
    const Panel = onDemand(load);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const first = await mount(<Panel />);
    expect(first.container.innerHTML).toBe('');
    await first.unmount();
    const second = await mount(<Panel />);
    expect(second.container.innerHTML).toBe('<p>panel</p>');
    expect(load).toHaveBeenCalledTimes(2);
    await second.unmount();
    errors.mockRestore();
  });
});
