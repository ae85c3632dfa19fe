import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeSwitch } from './ThemeSwitch';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});

test('the server draws the button without a state it cannot know', () => {
  const html = renderToString(<ThemeSwitch />);
  expect(html).toContain('aria-label="Dark theme"');
  expect(html).not.toContain('aria-pressed');
});

test('pressing switches the page to dark and back, and remembers it', () => {
  render(<ThemeSwitch />);
  const button = screen.getByRole('button', { name: 'Dark theme' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  act(() => void fireEvent.click(button));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(localStorage.getItem('games:theme')).toBe('dark');
  expect(button).toHaveAttribute('aria-pressed', 'true');
  act(() => void fireEvent.click(button));
  expect(document.documentElement.dataset.theme).toBe('light');
  expect(localStorage.getItem('games:theme')).toBe('light');
});

test('with no choice it shows the system theme: dark when the system is dark', () => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  render(<ThemeSwitch />);
  expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
});

test("another tab's switch is followed, and a cleared choice hands the page back to the system", () => {
  render(<ThemeSwitch />);
  const button = screen.getByRole('button', { name: 'Dark theme' });
  localStorage.setItem('games:theme', 'dark');
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'games:theme' })));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(button).toHaveAttribute('aria-pressed', 'true');
  localStorage.removeItem('games:theme');
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'games:theme' })));
  expect(document.documentElement.dataset.theme).toBeUndefined();
  expect(button).toHaveAttribute('aria-pressed', 'false');
});
