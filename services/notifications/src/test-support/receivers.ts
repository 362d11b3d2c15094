/**
 * Real receivers on loopback for tests: an HTTP server standing for a team's webhook and an SMTP
 * server standing for the mail relay, each keeping what it was sent.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback that answers the statuses it is given in turn (then 204). */
export async function webhookReceiver(statuses: number[] = []): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/releases`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP server on loopback that keeps every message it accepts. */
export async function smtpReceiver(): Promise<{ url: string; messages: { to: string[]; raw: string }[]; close(): Promise<void> }> {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
