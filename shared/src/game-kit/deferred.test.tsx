import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { deferred, loadDeferred } from './deferred';

describe('deferred', () => {
  it('draws nothing until its code is there, then the part', async () => {
    const Part = deferred('result', () => Promise.resolve(({ word }: { word: string }) => <p>{word}</p>));
    const { container } = render(<Part word="late" />);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('late')).toBeInTheDocument();
  });

  it('draws on its first render once its group was loaded (as the frame does with a chunk)', async () => {
    let loads = 0;
    const Part = deferred('help', () => {
      loads += 1;
      return Promise.resolve(({ word }: { word: string }) => <p>{word}</p>);
    });
    await loadDeferred('help');
    render(<Part word="ready" />);
    expect(screen.getByText('ready')).toBeInTheDocument();
    await loadDeferred('help');
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let attempts = 0;
    deferred('help', () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <p>back</p>)));
    await expect(loadDeferred('help')).rejects.toThrow('offline');
    await loadDeferred('help');
    expect(attempts).toBe(2);
  });

  it('holds the frame\'s boundary when its code comes after the frame asked for its group: the dialog appears whole', async () => {
    await loadDeferred('help');
    // Registered later, as a game's help in a chunk of its own is.
    const Part = deferred('help', () => new Promise<() => ReactElement>((resolve) => setTimeout(() => resolve(() => <p>rules</p>), 10)));
    render(
      <Suspense fallback={<p>frame waits</p>}>
        <button type="button">Got it</button>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('frame waits')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
    expect(await screen.findByText('rules')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeVisible();
  });
});
