import { Activity } from 'react';
import { act, render, screen } from '@testing-library/react';
import { loadGame } from './remote-game-loader';
import { registry } from './registry';
import { useRemoteGame } from './use-remote-game';

jest.mock('./registry', () => ({ registry: { load: jest.fn() } }));
jest.mock('./remote-game-loader', () => ({ loadGame: jest.fn() }));

const loadRegistry = registry.load as jest.Mock;
const load = loadGame as jest.Mock;

function Probe({ attempt = 0 }: { attempt?: number }) {
  return <p data-testid="status">{useRemoteGame('2048', attempt).status}</p>;
}

function Page({ visible, attempt }: { visible: boolean; attempt?: number }) {
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <Probe attempt={attempt} />
    </Activity>
  );
}

const entry = { version: '1.0.0', entry: 'http://remotes.test/2048/1.0.0/mf-manifest.json' };

beforeEach(() => {
  jest.resetAllMocks();
  loadRegistry.mockResolvedValue({ games: { '2048': entry }, problems: [] });
  load.mockResolvedValue({ Component: () => null, version: '1.0.0' });
});

describe('useRemoteGame', () => {
  it('keeps a loaded game when its page is hidden and shown again (offline and back)', async () => {
    const view = render(<Page visible />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    view.rerender(<Page visible={false} />);
    view.rerender(<Page visible />);
    await act(async () => undefined);
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again when the page is shown after a failed load', async () => {
    load.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const view = render(<Page visible />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    view.rerender(<Page visible={false} />);
    view.rerender(<Page visible />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts a fresh load on Retry (a new attempt)', async () => {
    const view = render(<Page visible attempt={0} />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    view.rerender(<Page visible attempt={1} />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says unavailable when the registry has no entry for the game', async () => {
    loadRegistry.mockResolvedValue({ games: {}, problems: [] });
    render(<Page visible />);
    expect(await screen.findByText('unavailable')).toBeInTheDocument();
  });
});
