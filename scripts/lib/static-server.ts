/**
 * A tiny static file server for `dist/` on 127.0.0.1 and a free port (port 0): PDF rendering and
 * browser checks load the built pages over http, with no dev server and no port races.
 *
 * It serves the site under its base path (`/club-rules/` for SITE_URL=https://user.github.io/club-rules),
 * as the real host does: anything outside the base is a 404, so a link or asset that forgot the base
 * shows up as broken here too. A missing path under the base answers 404 with the site's `404.html`
 * (when it has one), as GitHub Pages and the usual hosts do.
 */
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { normalBase, withBase, withoutBase } from '../../src/lib/address.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The base path the site is served under: `/` or `/club-rules/`. */
  base: string;
  /** The address of a path of the site (`/en/riichi/`), under the base: `http://127.0.0.1:<port>/club-rules/en/riichi/`. */
  url(path: string): string;
  close(): Promise<void>;
}

export interface ServeOptions {
  port?: number;
  host?: string;
  /** The base path (`/club-rules/`; default `/`): the site is served there and nowhere else. */
  base?: string;
  /**
   * Let the browser keep the bundler's files (`_astro/`, content-hashed names) for an hour, as a host
   * with long caching does: the render steps' tabs then fetch and decode each font and stylesheet once.
   * Off by default: the browser checks count every request, and everything else is always `no-store`.
   */
  keepAssets?: boolean;
  /**
   * Send each page (`.html`) with its sha256 in the header `x-hefen-sha256`, computed from the very
   * bytes sent: the render steps check that the page a tab loaded is the HTML its cache key read without
   * asking the browser for the body again (a round trip of the whole page through the DevTools protocol).
   */
  hashPages?: boolean;
}

/** The response header that carries a page's sha256 (`hashPages`). */
export const PAGE_SHA_HEADER = 'x-hefen-sha256';

/** Serve `root` under `base` (directory pages: `/a/` → `/a/index.html`). */
export function serveStatic(root: string, opts: ServeOptions = {}): Promise<StaticServer> {
  const { port = 0, host = '127.0.0.1' } = opts;
  const sitebase = normalBase(opts.base);
  const dir = normalize(root + sep);
  const server: Server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    // The base without its slash: a host redirects a folder to its slashed address.
    if (sitebase !== '/' && path === sitebase.slice(0, -1)) {
      res.writeHead(301, { location: sitebase }).end();
      return;
    }
    const inside = withoutBase(sitebase, path);
    if (inside === null) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: outside the base ${sitebase}`);
      return;
    }
    let file = normalize(join(dir, inside));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      if (opts.hashPages && extname(file).toLowerCase() === '.html') {
        const body = readFileSync(file);
        res.writeHead(200, {
          'content-type': TYPES['.html'],
          'content-length': body.length,
          'cache-control': 'no-store',
          [PAGE_SHA_HEADER]: createHash('sha256').update(body).digest('hex'),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      const st = statSync(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': st.size,
        'cache-control': opts.keepAssets && inside.startsWith('/_astro/') ? 'max-age=3600, immutable' : 'no-store',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch {
      // As static hosts do: a missing path under the base gets the site's 404.html, with status 404.
      const page = join(dir, '404.html');
      try {
        const st = statSync(page);
        res.writeHead(404, { 'content-type': TYPES['.html'], 'content-length': st.size, 'cache-control': 'no-store' });
        if (req.method === 'HEAD') res.end();
        else createReadStream(page).pipe(res);
      } catch {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      }
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: p } = server.address() as AddressInfo;
      const origin = `http://${host}:${p}`;
      resolve({
        origin,
        base: sitebase,
        url: (path: string) => origin + withBase(sitebase, path),
        // Also the idle keep-alive connections a browser holds: the port is free at once (a test
        // stopping the server to check what works offline must not wait for them to time out).
        close: () =>
          new Promise<void>((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}
