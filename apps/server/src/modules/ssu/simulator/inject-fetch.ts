import type { FastifyInstance } from 'fastify';

/**
 * A fetch that hands the request to this server's own router (light-my-request) instead of the network: how the
 * front office and the development stand-ins, living in one process, call each other. Headers, bodies, signatures
 * and status codes go through exactly as over HTTP; only the socket is skipped, so tests need no listening port.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) replyHeaders.append(name, String(item));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304 || reply.rawPayload.length === 0;
    return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers: replyHeaders });
  };
}
