// react-router 7 needs TextEncoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined') {
  // DOM matchers only where there is a DOM (the node project runs the services' tests).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a conditional import must be a require in jest's CommonJS
  require('@testing-library/jest-dom');
}
