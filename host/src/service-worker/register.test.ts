import { registerServiceWorker } from './register';

function fakeWindow({ readyState = 'loading', secure = true, withWorkers = true, registerResult = Promise.resolve({}) } = {}) {
  const target = new EventTarget();
  const register = jest.fn(() => registerResult);
  const win = {
    navigator: withWorkers ? { serviceWorker: { register } } : {},
    isSecureContext: secure,
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
  } as unknown as Window;
  return { win, register, fireLoad: () => target.dispatchEvent(new Event('load')) };
}

describe('registerServiceWorker', () => {
  it('waits for the load event, then registers /sw.js for the whole site', () => {
    const { win, register, fireLoad } = fakeWindow();
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    fireLoad();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers at once when the page has already loaded', () => {
    const { win, register } = fakeWindow({ readyState: 'complete' });
    registerServiceWorker(win);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service worker support or on an insecure origin', () => {
    const unsupported = fakeWindow({ readyState: 'complete', withWorkers: false });
    expect(() => registerServiceWorker(unsupported.win)).not.toThrow();
    const insecure = fakeWindow({ readyState: 'complete', secure: false });
    registerServiceWorker(insecure.win);
    expect(insecure.register).not.toHaveBeenCalled();
  });

  it('logs a failed registration instead of breaking the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win } = fakeWindow({ readyState: 'complete', registerResult: Promise.reject(new Error('blocked')) });
    registerServiceWorker(win);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('service worker could not be registered'), expect.any(Error));
    warn.mockRestore();
  });
});
