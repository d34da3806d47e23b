import type { HttpBrowser, HttpReply } from './http-browser.js';

export const REQUESTS = '/api/suap/v1/request';

export interface RequestReply {
  code: number;
  request: {
    requestId: number;
    version: number;
    referenceCode: string | null;
    stateOfRequest: { stateOfRequestId: number };
    suap: { suapId: number } | null;
    procedureNotification: { address: string } | null;
  };
}

/** The reply's request, or an error that shows what the server said instead. */
export function requestOf(reply: HttpReply): RequestReply['request'] {
  const body = reply.json as RequestReply | undefined;
  if (reply.status !== 200 || !body?.request) {
    throw new Error(`expected a request, got ${reply.status}: ${reply.text.slice(0, 300)}`);
  }
  return body.request;
}

/** What the select-initiative step offers: an INT SUAP (EXT ones take no requests here) and an initiative. */
export async function pickSuapAndInitiative(
  browser: HttpBrowser,
): Promise<{ suapId: number; iniziativeId: number }> {
  const suaps = await browser.call('/api/suap/v1/anagrafica/suap/list?type=INT&size=3');
  const initiatives = await browser.call('/api/suap/v1/anagrafica/iniziative/list?size=3');
  const suapId = (suaps.json as { suapList?: { suapId: number }[] } | undefined)?.suapList?.[0]?.suapId;
  const iniziativeId = (initiatives.json as { iniziativeList?: { iniziativeId: number }[] } | undefined)
    ?.iniziativeList?.[0]?.iniziativeId;
  if (!suapId || !iniziativeId) {
    throw new Error(
      `no SUAP or initiative to pick: ${suaps.text.slice(0, 200)} ${initiatives.text.slice(0, 200)}`,
    );
  }
  return { suapId, iniziativeId };
}
