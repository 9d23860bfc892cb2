/**
 * `npm run verify`: is dist/ fit to publish? Run it before publishing (a deploy step), after
 * `npm run build`. Fails (exit 1), saying why, when dist/ has no site, when dist/.incomplete is there
 * (a build failed or was interrupted, or is running), when a page links a PDF that dist/pdf/ does
 * not hold whole, or when an image a page's head names (its preview image, an icon) is missing, not a
 * whole PNG or not the size the page declares (scripts/lib/dist-check.ts); and when dist/ is one
 * shard of a sharded build (dist/.shard: `npm run build -- --shard i/n`, merged by `npm run build:merge`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readShardRecord, SHARD_MARKER } from './lib/shard.ts';
import { INCOMPLETE_MARKER, incompleteMarker, incompleteMessage, incompleteNow, isIncomplete, siteProblems } from './lib/dist-check.ts';

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} has no built site (no index.html): run npm run build.`);
  process.exit(1);
}
const shard = readShardRecord(dist);
if (shard || existsSync(join(dist, SHARD_MARKER))) {
  console.error(
    `${dist} is ${shard ? `shard ${shard.index}/${shard.count}` : 'a shard'} of a sharded build (${SHARD_MARKER}): it holds only its share of the PDFs and images and is never published. Merge every shard: npm run build:merge -- <dir>…`,
  );
  process.exit(1);
}
if (isIncomplete(dist)) {
  console.error(`${readFileSync(incompleteMarker(dist), 'utf8').trim()}\n\n${incompleteNow(dist)}`);
  process.exit(1);
}
const site = siteProblems(dist);
if (site.missing.length || site.images.length) {
  console.error(incompleteMessage(site.missing, site.images));
  process.exit(1);
}
console.log(`dist/ is complete: no ${INCOMPLETE_MARKER} marker, ${site.linked} linked PDFs all in dist/pdf/, every image the pages name (preview images, icons) in dist/.`);
