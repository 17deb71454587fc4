// Component tests (jsdom): Testing Library's matchers (toBeInTheDocument, toHaveTextContent, …), and the
// TextEncoder React Router needs, which jsdom does not provide.
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
