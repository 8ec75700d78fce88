import { listenerSet } from '../../shared/app/listener-set';

describe('the listeners of a value kept outside React', () => {
  it('are told of each change until they unsubscribe', () => {
    const listeners = listenerSet();
    const listener = jest.fn();
    const unsubscribe = listeners.subscribe(listener);
    listeners.notify();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    listeners.notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
