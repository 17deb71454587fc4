// Component tests (jsdom): Testing Library's matchers (toBeInTheDocument, toHaveTextContent, …), and the
// TextEncoder React Router needs, which jsdom does not provide.
import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… and waitFor give up after 1 s by default; on a loaded two-core CI machine a debounced search and the
// navigation after it can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 4000 });
