import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetApp } from './reset-app';

// What the request-details tests of the private area and the back office share: reading a field of the details
// list, and catching the PDF recap download (jsdom cannot save files).

/** The text of the definition that follows the term `label` in a details list. */
export const field = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/**
 * The file names of the downloads each test starts (object URLs stubbed, link clicks recorded); the app is reset
 * after each test.
 */
export function captureDownloads(): string[] {
  const downloads: string[] = [];
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:recap');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    resetApp();
    vi.restoreAllMocks();
  });
  return downloads;
}
