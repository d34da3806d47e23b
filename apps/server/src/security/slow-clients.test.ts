import net from 'node:net';
import { CSRF_COOKIE, CSRF_HEADER } from '@suap/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.js';

const { app } = await buildTestApp({ REQUEST_TIMEOUT_SECONDS: 2, MAX_CONNECTIONS: 3 });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as net.AddressInfo;

const sockets = new Set<net.Socket>();
afterAll(() => {
  for (const socket of sockets) socket.destroy();
});

/** A raw connection; resolves with everything the server sent once it closed the connection. */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  sockets.add(socket);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, closed, connected };
}

/** A state-changing call that passes the CSRF check, so the server goes on to wait for its body. */
async function slowPostHead() {
  const visit = await fetch(`http://127.0.0.1:${port}/api/session`);
  const cookies = visit.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const csrf = cookies.find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`))?.split('=')[1] ?? '';
  return [
    'POST /api/session/extend HTTP/1.1',
    'Host: localhost',
    'Content-Type: application/json',
    'Content-Length: 200',
    `Cookie: ${cookies.join('; ')}`,
    `${CSRF_HEADER}: ${csrf}`,
    '',
    '',
  ].join('\r\n');
}

describe('clients that hold connections open', () => {
  it('cuts off a body sent byte by byte once the request timeout has passed', async () => {
    const { socket, closed, connected } = connect();
    await connected;
    socket.write(await slowPostHead());
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < 200) {
        socket.write('{');
        sent += 1;
      }
    }, 100);
    const answer = await closed;
    clearInterval(drip);
    // Cut off long before the 200 bytes (20 s at this pace) could arrive.
    expect(sent).toBeLessThan(100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it('closes a connection that never finishes its headers', async () => {
    const { socket, closed, connected } = connect();
    await connected;
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    // Left alone, Node.js would keep it for a minute; the test's own timeout is shorter.
    const answer = await closed;
    expect(answer === '' || answer.startsWith('HTTP/1.1 408 Request Timeout'), answer).toBe(true);
  });

  it('refuses connections beyond the cap and serves again once they are gone', async () => {
    const held = [connect(), connect(), connect()];
    await Promise.all(held.map((connection) => connection.connected));
    // The server closes the connection over the cap without answering.
    const extra = connect();
    expect(await extra.closed).toBe('');

    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reply = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(reply.status).toBe(200);
  });
});
