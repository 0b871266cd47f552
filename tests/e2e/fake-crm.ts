import { createServer, type Server } from 'node:http';

/** Where the e2e server's outbox posts (playwright.config.ts): another loopback address, the server's port number. */
export const FAKE_CRM_HOST = '127.0.0.2';
export const FAKE_CRM_PORT = Number(process.env.E2E_PORT ?? 4399);

export interface FakeCrm {
  /** Every web-to-case form received, in order. */
  received: URLSearchParams[];
  close: () => Promise<void>;
}

/** A web-to-case endpoint that answers like the real one (a redirect to retURL) and records what it got. */
export function startFakeCrm(): Promise<FakeCrm> {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      response.writeHead(302, { Location: form.get('retURL') ?? '/' }).end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(FAKE_CRM_PORT, FAKE_CRM_HOST, () =>
      resolve({
        received,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
