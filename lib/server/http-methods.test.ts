import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseUnsupportedMethods } from './http-methods';

// The screening at the HTTP server, on a real Node server: TRACE (which Next.js answered 500)
// gets 405 and methods Node's parser does not know (TRACK...) 501; the others reach the app.

let server: http.Server;
let port = 0;
const reached: string[] = [];

/** The status line of the answer to a raw request line. */
function statusOf(method: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${method} /contact HTTP/1.1\r\nHost: kuldevta.test\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text.split('\r\n')[0]!));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  refuseUnsupportedMethods();
  refuseUnsupportedMethods(); // a second call changes nothing
  server = http.createServer((request, response) => {
    reached.push(request.method!);
    response.end('app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('refuseUnsupportedMethods', () => {
  it('answers TRACE 405 and an unknown method 501, before the app', async () => {
    expect(await statusOf('TRACE')).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(await statusOf('TRACK')).toBe('HTTP/1.1 501 Not Implemented');
    expect(await statusOf('BREW')).toBe('HTTP/1.1 501 Not Implemented');
    expect(reached).toEqual([]);
  });

  it('lets every other method through to the app', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND'])
      expect(await statusOf(method), method).toBe('HTTP/1.1 200 OK');
    expect(reached).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND']);
  });
});
