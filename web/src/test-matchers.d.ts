// Types of Testing Library's matchers for the component tests (tests/helpers/web-setup.ts installs them).
/// <reference types="@testing-library/jest-dom/jest-globals" />
