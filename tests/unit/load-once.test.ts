import { loadOnce } from '../../shared/app/load-once';

describe('code loaded once on demand', () => {
  it('fetches once for every call', async () => {
    const load = jest.fn(() => Promise.resolve('module'));
    const loadModule = loadOnce(load);
    await expect(Promise.all([loadModule(), loadModule()])).resolves.toEqual(['module', 'module']);
    await loadModule();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const loadModule = loadOnce(load as () => Promise<string>);
    await expect(loadModule()).rejects.toThrow('offline');
    await expect(loadModule()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
