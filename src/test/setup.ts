import '@testing-library/jest-dom/vitest';
import './dialog-polyfill';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetCapabilities } from '@/lib/capabilities';

// A busy CI machine can take seconds over a first render or a lazy page's code: a tolerance, not a
// performance check.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // What one test's service offered is no answer for the next test's service.
  forgetCapabilities();
});
