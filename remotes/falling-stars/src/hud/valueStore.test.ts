import { createValueStore } from './valueStore';

describe('createValueStore', () => {
  it('notifies subscribers only when the value really changes', () => {
    const store = createValueStore({ n: 1 }, (a, b) => a.n === b.n);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ n: 1 });
    expect(listener).not.toHaveBeenCalled();
    store.set({ n: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ n: 2 });
    unsubscribe();
    store.set({ n: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('compares by identity by default', () => {
    const store = createValueStore(0);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(0);
    store.set(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
