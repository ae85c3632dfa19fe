import { act, fireEvent, render, screen } from '@testing-library/react';
import { IMAGE_RETRIES, IMAGE_RETRY_DELAY_MS, useImageRetry } from './use-image-retry';

function Picture({ src }: { src: string }) {
  const image = useImageRetry(src);
  return <img alt="card" src={image.src} onError={image.onError} />;
}

const picture = () => screen.getByRole('img', { name: 'card' });

describe('useImageRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks for a failed picture again with back-off, a bounded number of times', () => {
    render(<Picture src="/assets/card.webp" />);
    expect(picture()).toHaveAttribute('src', '/assets/card.webp');
    for (let attempt = 1; attempt <= IMAGE_RETRIES; attempt++) {
      fireEvent.error(picture());
      act(() => jest.advanceTimersByTime(IMAGE_RETRY_DELAY_MS * 2 ** (attempt - 1) - 1));
      expect(picture()).not.toHaveAttribute('src', `/assets/card.webp?retry=${attempt}`);
      act(() => jest.advanceTimersByTime(1));
      expect(picture()).toHaveAttribute('src', `/assets/card.webp?retry=${attempt}`);
    }
    fireEvent.error(picture());
    act(() => jest.advanceTimersByTime(60_000));
    expect(picture()).toHaveAttribute('src', `/assets/card.webp?retry=${IMAGE_RETRIES}`);
  });

  it('waits for the network when the browser is offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Picture src="/assets/card.webp" />);
    fireEvent.error(picture());
    act(() => jest.advanceTimersByTime(60_000));
    expect(picture()).toHaveAttribute('src', '/assets/card.webp');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(picture()).toHaveAttribute('src', '/assets/card.webp?retry=1');
  });
});
