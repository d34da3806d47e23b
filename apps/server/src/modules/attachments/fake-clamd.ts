import net from 'node:net';

/** The EICAR test string: every scanner reports it, as `Eicar-Test-Signature` in ClamAV. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!H+H*';

/**
 * Test support (issue 29): a stand-in for clamd, since ClamAV's signatures cannot be downloaded here. It speaks
 * the daemon's protocol — `zINSTREAM\0`, length-prefixed chunks up to a zero length, `stream: OK\0` or
 * `stream: Eicar-Test-Signature FOUND\0`; `zPING\0` → `PONG\0` — and knows one signature, the EICAR string.
 * `silent`: accepts the connection and never answers (a hung daemon).
 */
export async function startFakeClamd(options: { silent?: boolean } = {}) {
  const scanned: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let pending = Buffer.alloc(0);
    let command: string | null = null;
    let content = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => {
      if (options.silent) return;
      pending = Buffer.concat([pending, data]);
      if (command === null) {
        const end = pending.indexOf(0);
        if (end < 0) return;
        command = pending.subarray(0, end).toString('latin1');
        pending = pending.subarray(end + 1);
        if (command === 'zPING') {
          socket.end('PONG\0');
          return;
        }
        if (command !== 'zINSTREAM') {
          socket.end('UNKNOWN COMMAND\0');
          return;
        }
      }
      while (pending.length >= 4) {
        const length = pending.readUInt32BE(0);
        if (length === 0) {
          scanned.push(content.length);
          const infected = content.includes(Buffer.from(EICAR, 'latin1'));
          socket.end(infected ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
          pending = Buffer.alloc(0);
          return;
        }
        if (pending.length < 4 + length) return;
        content = Buffer.concat([content, pending.subarray(4, 4 + length)]);
        pending = pending.subarray(4 + length);
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `tcp://127.0.0.1:${address.port}`,
    /** The sizes of the files scanned so far. */
    scanned,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A silent daemon's connections would keep close() waiting.
        for (const socket of sockets) socket.destroy();
      }),
  };
}
