import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Presses Enter on the focused download button and checks a real PDF arrives (name and %PDF- header). */
export async function expectPdfDownloadOnEnter(page: Page, fileName: RegExp): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(fileName);
  const bytes = await readAll(download);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-1024).toString('latin1')).toContain('%%EOF');
}

async function readAll(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
