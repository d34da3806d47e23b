import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FailoverProxy {
  url: string;
  /** The instances, in order of preference: filled in once they have started, since they need the proxy's URL. */
  readonly targets: string[];
  /** How many requests each target answered. */
  served: Map<string, number>;
  close(): Promise<void>;
}

/**
 * The load balancer in front of several instances, reduced to what the test needs: each request goes to the
 * first target that accepts a connection, so when one instance dies the next one takes over. It is the
 * servers' BASE_URL, so their own calls to the embedded identity provider survive the death of an instance.
 */
export async function startFailoverProxy(): Promise<FailoverProxy> {
  const served = new Map<string, number>();
  const targets: string[] = [];

  const forward = (
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
    index: number,
  ) => {
    const target = targets[index];
    if (!target) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ code: 502, message: 'Bad Gateway', description: 'No instance answered' }),
      );
      return;
    }
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: request.headers, agent: false },
      (reply) => {
        served.set(target, (served.get(target) ?? 0) + 1);
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!response.headersSent && error.code === 'ECONNREFUSED') forward(request, body, response, index + 1);
      else response.destroy(error);
    });
    upstream.end(body);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
