// react-router 7 needs TextEncoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
}
