// Free TCP ports on 127.0.0.1.
import { createServer } from 'node:net';

/** A port that was free on 127.0.0.1 a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close((err) => (err ? reject(err) : resolve(port)));
    });
  });
}

/** True when nothing listens on 127.0.0.1:port. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Two consecutive free ports (p, p+1), e.g. a Kafka client port and its controller port. */
export async function freePortPair(attempts = 20): Promise<number> {
  for (let i = 0; i < attempts; i++) {
    const p = await freePort();
    if (p < 65535 && (await portIsFree(p + 1))) return p;
  }
  throw new Error(`freePortPair: no two consecutive free ports found in ${attempts} attempts`);
}
