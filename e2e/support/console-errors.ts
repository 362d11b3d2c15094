import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions. A document answered with 404 (the not-found
 * page) is expected to log its status, so that one message can be allowed explicitly.
 */
export function collectConsoleErrors(page: Page, options: { allowDocument404?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (options.allowDocument404 && /status of 404/.test(text) && message.location().url === page.url()) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
