import { afterEach, beforeEach, vi } from 'vitest';

// House rule: an unexpected console.error fails the test that caused it.
// A test that expects one spies on console.error itself (vi.spyOn) and asserts it.
let errors: unknown[][] = [];
let original: typeof console.error;

beforeEach(() => {
  errors = [];
  original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  const seen = errors;
  console.error = original;
  if (seen.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(
      `unexpected console.error: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
