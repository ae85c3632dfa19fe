import { renderHook } from '@testing-library/react';
import { useLeaveAndReturn } from './useLeaveAndReturn';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useLeaveAndReturn', () => {
  afterEach(() => setVisibility('visible'));

  it('saves when the page hides or goes away and calls onReturn when it shows again, with the latest callbacks', () => {
    const calls: string[] = [];
    const { rerender, unmount } = renderHook(({ n }) => useLeaveAndReturn(() => calls.push(`save ${n}`), () => calls.push(`return ${n}`)), { initialProps: { n: 1 } });
    setVisibility('hidden');
    rerender({ n: 2 });
    setVisibility('visible');
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual(['save 1', 'return 2', 'save 2']);
    unmount();
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toHaveLength(3);
  });
});
