/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { useOnlineStatus } from './useOnlineStatus';

function Probe() {
  return <span>{useOnlineStatus() ? 'online' : 'offline'}</span>;
}

describe('useOnlineStatus without a browser', () => {
  it('renders as online and touches no window', () => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(<Probe />)).toBe('<span>online</span>');
  });
});
