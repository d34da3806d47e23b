import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePdfDownload } from './use-pdf-download';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
const opened = vi.hoisted(() => [] as unknown[]);
vi.mock('../../lib/api/requests', () => ({
  saveFile: (blob: Blob, name: string) => saved.push({ blob, name }),
}));
vi.mock('../modal', async (original) => ({
  ...(await original<typeof import('../modal')>()),
  openModal: (entry: unknown) => opened.push(entry),
}));

afterEach(() => {
  saved.length = 0;
  opened.length = 0;
});

describe('usePdfDownload (SPEC §6-§8)', () => {
  it('saves the fetched PDF under the name worded after the asked language is loaded', async () => {
    const load = vi.spyOn(i18next, 'loadLanguages');
    const blob = new Blob(['%PDF']);
    const { result } = renderHook(() => usePdfDownload());
    await act(() =>
      result.current({
        fetchPdf: () => Promise.resolve(blob),
        language: 'en',
        fileName: () => {
          // The name is read only once its language is there.
          expect(load).toHaveBeenCalledWith('en');
          return 'recap.pdf';
        },
      }),
    );
    expect(saved).toEqual([{ blob, name: 'recap.pdf' }]);
    expect(opened).toEqual([]);
  });

  it('shows the generic pdf-request error alert when the PDF cannot be fetched, and saves nothing', async () => {
    const { result } = renderHook(() => usePdfDownload());
    await act(() =>
      result.current({ fetchPdf: () => Promise.reject(new Error('503')), fileName: () => 'recap.pdf' }),
    );
    expect(saved).toEqual([]);
    expect(opened).toEqual([
      expect.objectContaining({
        severity: 'error',
        data: {
          title: i18next.t('ep.api-errors.pdf-request.message'),
          description: i18next.t('ep.api-errors.pdf-request.description'),
        },
      }),
    ]);
  });

  it('shows the failure texts it is given for another document (the decision)', async () => {
    const { result } = renderHook(() => usePdfDownload());
    const failure = { title: 'Decision not downloaded', description: 'Try later.' };
    await act(() =>
      result.current({ fetchPdf: () => Promise.reject(new Error('503')), fileName: () => 'x.pdf', failure }),
    );
    expect(opened).toEqual([expect.objectContaining({ severity: 'error', data: failure })]);
  });
});
