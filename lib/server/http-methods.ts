import http from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Methods no route of the site serves, answered before Next.js sees them. Next.js builds a
 * fetch Request for proxy.ts from every request, and the Request constructor refuses TRACE, so
 * Next.js answered it 500; the proxy never runs, so it is screened here, at the HTTP server (no
 * option of Next.js does it). Other methods Node knows Next.js already answers 405; the ones
 * it does not (TRACK...) never get past Node's parser, which answered 400.
 */
const REFUSED = new Set(['TRACE']);

const INSTALLED = Symbol.for('kuldevta.refuseUnsupportedMethods');

/**
 * Installs the screening on every HTTP server of the process (the one `next start` opens):
 * TRACE gets 405, and a method Node's parser does not know gets 501 instead of Node's 400.
 * Called once at server start (instrumentation.ts); calling it again does nothing.
 */
export function refuseUnsupportedMethods(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (REFUSED.has(request.method ?? '')) {
        response.writeHead(405, { Allow: 'GET, HEAD, POST', ...plain });
        response.end('Method Not Allowed');
        return true;
      }
    } else if (event === 'clientError') {
      const [error, socket] = args as [NodeJS.ErrnoException, Duplex];
      if (error?.code === 'HPE_INVALID_METHOD' && socket.writable) {
        socket.end(
          'HTTP/1.1 501 Not Implemented\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 15\r\n\r\nNot Implemented',
        );
        return true;
      }
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}

const plain = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
