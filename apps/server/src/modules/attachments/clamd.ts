import net from 'node:net';
import type { Readable } from 'node:stream';

/** What the scanner said about one file. */
export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** The scanner could not give a verdict (down, timed out, an error of its own): the upload is refused. */
export class ScannerUnavailableError extends Error {}

const CHUNK = 64 * 1024;

/**
 * A ClamAV daemon client (issue 29), speaking clamd's INSTREAM command: `zINSTREAM\0`, then the file in chunks
 * each prefixed by its length as a 4-byte big-endian integer, then a zero length; clamd answers
 * `stream: OK` or `stream: <signature> FOUND`. `address` is CLAMD_URL: tcp://host:port or unix:///path.
 */
export function clamdScanner(address: string, timeoutMs = 60_000) {
  const url = new URL(address);
  const connectOptions: net.NetConnectOpts =
    url.protocol === 'unix:'
      ? { path: url.pathname }
      : { host: url.hostname, port: Number(url.port || 3310) };

  return async function scan(source: Readable): Promise<ScanVerdict> {
    const socket = net.connect(connectOptions);
    socket.setTimeout(timeoutMs);
    const answer = new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (data: Buffer) => (text += data.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('timeout', () => {
        socket.destroy();
        reject(new ScannerUnavailableError('the malware scanner did not answer in time'));
      });
      socket.on('error', (error) => reject(new ScannerUnavailableError(`malware scanner: ${error.message}`)));
    });
    answer.catch(() => undefined);
    const write = (data: Buffer) =>
      new Promise<void>((resolve, reject) =>
        socket.write(data, (error) => (error ? reject(error) : resolve())),
      );
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      });
      await write(Buffer.from('zINSTREAM\0'));
      for await (const data of source) {
        const buffer = data as Buffer;
        for (let offset = 0; offset < buffer.length; offset += CHUNK) {
          const piece = buffer.subarray(offset, offset + CHUNK);
          const length = Buffer.alloc(4);
          length.writeUInt32BE(piece.length);
          await write(Buffer.concat([length, piece]));
        }
      }
      await write(Buffer.alloc(4));
    } catch (error) {
      socket.destroy();
      if (error instanceof ScannerUnavailableError) throw error;
      throw new ScannerUnavailableError(
        `malware scanner: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const reply = (await answer).replace(/\0/g, '').trim();
    if (/^stream: OK$/.test(reply)) return { clean: true };
    const found = /^stream: (.+) FOUND$/.exec(reply);
    if (found?.[1]) return { clean: false, signature: found[1] };
    throw new ScannerUnavailableError(`malware scanner answered: ${reply.slice(0, 200) || 'nothing'}`);
  };
}

export type Scanner = ReturnType<typeof clamdScanner>;
