import { shareResult } from './share-result';

const abort = () => Object.assign(new Error('cancelled'), { name: 'AbortError' });

describe('shareResult', () => {
  it('uses the share sheet where there is one', async () => {
    const share = jest.fn(() => Promise.resolve());
    const writeText = jest.fn(() => Promise.resolve());
    await expect(shareResult('Zip 1:23', { navigator: { share, clipboard: { writeText } } })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ text: 'Zip 1:23' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies to the clipboard without a share sheet, or when it cannot share this text or is not allowed', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    await expect(shareResult('a', { navigator: { clipboard: { writeText } } })).resolves.toBe('copied');
    await expect(shareResult('b', { navigator: { share: jest.fn(), canShare: () => false, clipboard: { writeText } } })).resolves.toBe('copied');
    const notAllowed = Object.assign(new Error('no'), { name: 'NotAllowedError' });
    await expect(shareResult('c', { navigator: { share: () => Promise.reject(notAllowed), clipboard: { writeText } } })).resolves.toBe('copied');
    expect(writeText.mock.calls).toEqual([['a'], ['b'], ['c']]);
  });

  it('does not copy after the player closed the share sheet', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    await expect(shareResult('a', { navigator: { share: () => Promise.reject(abort()), clipboard: { writeText } } })).resolves.toBe('failed');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('reports failure when neither works, without throwing', async () => {
    await expect(shareResult('a', { navigator: {} })).resolves.toBe('failed');
    await expect(shareResult('a', { navigator: { clipboard: { writeText: () => Promise.reject(new Error('denied')) } } })).resolves.toBe('failed');
  });
});

test('shareOrCopy tells a closed share sheet apart', async () => {
  const { shareOrCopy } = await import('./share-result');
  await expect(shareOrCopy('a', { navigator: { share: () => Promise.reject(abort()) } })).resolves.toBe('cancelled');
});
