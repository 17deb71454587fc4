import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default; on a loaded two-core CI machine a debounced search and the
// navigation after it can take longer than that without anything being wrong. (Set up here, under the web's
// TypeScript project: importing Testing Library into tests/ would give that project React's empty DOM stubs.)
configure({ asyncUtilTimeout: 4000 });
