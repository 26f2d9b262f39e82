import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { failOnConsoleError } from './fail-on-console';

failOnConsoleError();
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
