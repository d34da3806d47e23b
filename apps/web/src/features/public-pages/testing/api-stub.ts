import { vi } from 'vitest';

export type StubReply =
  { status?: number; body: unknown } | ((url: URL) => { status?: number; body: unknown });

/**
 * Answers the app's API calls from a table of path -> JSON reply (paths without the /api prefix); any other
 * call gets a 404. Returns the URLs called, so tests can check the query the page sent.
 */
export function stubApi(replies: Record<string, StubReply>): URL[] {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      calls.push(url);
      const entry = replies[url.pathname.replace(/^\/api/, '')];
      const reply = typeof entry === 'function' ? entry(url) : entry;
      if (!reply)
        return new Response(JSON.stringify({ code: 404, message: 'Not Found', description: url.pathname }), {
          status: 404,
        });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const PUBLIC_DOCUMENTS_REPLY = {
  code: 200,
  message: 'OK',
  description: 'Public documents',
  documents: [
    {
      documentId: 'decree-160',
      title: 'D.P.R. 7 settembre 2010, n. 160 – Scheda di riferimento',
      fileName: 'DPR-160-2010-scheda-di-riferimento.pdf',
      contentType: 'application/pdf',
      size: 52429,
      sizeLabel: '51,2 KB',
      url: '/api/public/documents/decree-160?lang=it',
    },
    {
      documentId: 'initiatives',
      title: 'Iniziative e richieste che puoi presentare al SUAP',
      fileName: 'SUAP-elenco-iniziative.pdf',
      contentType: 'application/pdf',
      size: 573440,
      sizeLabel: '560 KB',
      url: '/api/public/documents/initiatives?lang=it',
    },
  ],
};

export const CITIZEN = {
  userId: 7,
  firstName: 'Mario',
  lastName: 'Rossi',
  fiscalCode: 'RSSMRA80A01H501U',
  profile: { profileId: 1, description: 'Front office' },
  active: 1,
};
