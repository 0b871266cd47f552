// Serves the built site: the Astro standalone handler behind gzip/brotli compression, on loopback by default.
import http from 'node:http';
import module from 'node:module';
import compression from 'compression';

// V8 keeps compiled code between starts (in the OS temp folder), so later starts parse less.
module.enableCompileCache?.();

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const outDir = new URL(`../${process.env.HALTE_OUT_DIR ?? 'dist'}/`, import.meta.url);
const { handler } = await import(new URL('server/entry.mjs', outDir).href);

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const compress = compression({ threshold: 512 });
/** Same as PAYMENT_WEBHOOK_PATH in src/server/payments/payment-provider.ts. */
const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

const server = http.createServer((req, res) => {
  // Static assets bypass the Astro middleware; these two headers still apply to them.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  // The payment provider's webhook is a form post from its servers, without an Origin: Astro's form-origin check
  // would refuse it. Its body is read as raw text on this one path (ADR 21: the route only takes the payment id
  // and reads the status back from the provider).
  if (req.method === 'POST' && req.url === PAYMENT_WEBHOOK_PATH) req.headers['content-type'] = 'application/octet-stream';
  compress(req, res, () => handler(req, res));
});

server.listen(port, host, async () => {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  // The first start migrates the database and generates the catalog; the URL is printed once that is done.
  console.log('Preparing the database…');
  const started = Date.now();
  const health = await fetch(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/api/health`).catch((error) => error);
  if (!(health instanceof Response) || !health.ok) {
    console.error('The database could not be prepared; see the log above.', health instanceof Response ? await health.text() : health);
    process.exit(1);
  }
  console.log(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`Halte is running at http://${shown}:${port}/`);
});

// Stop accepting requests, close the database (a clean PGlite shutdown makes the next start fast), exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    server.close();
    server.closeAllConnections?.();
    const closeDatabase = globalThis[Symbol.for('halte.closeDatabase')];
    await Promise.race([closeDatabase?.().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5000))]);
    process.exit(0);
  });
}
