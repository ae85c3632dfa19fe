import { isControlTarget, isJumpKey } from './jumpKeys';

describe('isJumpKey', () => {
  it('accepts Space and the Up arrow', () => {
    expect(isJumpKey({ key: ' ', code: 'Space' })).toBe(true);
    expect(isJumpKey({ key: 'Spacebar' })).toBe(true);
    expect(isJumpKey({ key: 'ArrowUp', code: 'ArrowUp' })).toBe(true);
  });
  it('rejects other keys and modified presses', () => {
    expect(isJumpKey({ key: 'ArrowDown' })).toBe(false);
    expect(isJumpKey({ key: 'Enter' })).toBe(false);
    expect(isJumpKey({ key: ' ', code: 'Space', ctrlKey: true })).toBe(false);
    expect(isJumpKey({ key: 'ArrowUp', altKey: true })).toBe(false);
    expect(isJumpKey({ key: 'ArrowUp', metaKey: true })).toBe(false);
  });
});

describe('isControlTarget', () => {
  function make(html: string): Element {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.querySelector('[data-target]')!;
  }

  it('recognises form fields, buttons and links, including their children', () => {
    expect(isControlTarget(make('<input data-target>'))).toBe(true);
    expect(isControlTarget(make('<textarea data-target></textarea>'))).toBe(true);
    expect(isControlTarget(make('<button><span data-target>Go</span></button>'))).toBe(true);
    expect(isControlTarget(make('<a href="/"><b data-target>Home</b></a>'))).toBe(true);
    expect(isControlTarget(make('<div contenteditable="true"><p data-target>x</p></div>'))).toBe(true);
  });

  it('leaves the game area, plain content and the document alone', () => {
    expect(isControlTarget(make('<div role="application" tabindex="0" data-target></div>'))).toBe(false);
    expect(isControlTarget(make('<p data-target>text</p>'))).toBe(false);
    expect(isControlTarget(make('<div contenteditable="false"><p data-target>x</p></div>'))).toBe(false);
    expect(isControlTarget(document.body)).toBe(false);
    expect(isControlTarget(window)).toBe(false);
    expect(isControlTarget(null)).toBe(false);
  });
});
