/**
 * Sharded builds (`npm run build -- --shard i/n`): every shard builds the whole site, then renders only
 * its share of the PDFs and preview images; `npm run build:merge -- <dir>…` (scripts/merge-shards.ts)
 * puts the shards' outputs together into one dist/.
 *
 * A job's share follows its unit — a venue (`venue:<slug>`: its sheets and preview images in every
 * locale), a ruleset (`ruleset:<id>`) or the site's own images (`site`) — by a hash of the unit's name:
 * deterministic, the same on every machine, and stable as venues come and go (a venue stays on its
 * shard, so a CI cache per shard keeps being hit). Every job falls in exactly one shard of n.
 *
 * A shard's dist/ keeps dist/.incomplete (scripts/lib/dist-check.ts: never published, `npm run verify`
 * refuses it) and gets dist/.shard, what it rendered: `{ index, count, pdfs, images }`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Shard {
  /** 1 … count */
  index: number;
  count: number;
}

export const SHARD_MARKER = '.shard';
export const SHARD_USAGE = '--shard <i>/<n>: this machine renders share i of n of the PDFs and preview images (1 ≤ i ≤ n)';

/** `2/4` → { index: 2, count: 4 }; throws on anything else. */
export function parseShard(s: string | undefined): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(s ?? '');
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(count) || count < 1 || count > 1000 || index < 1 || index > count) throw new Error(`"${s ?? ''}" is not a shard. ${SHARD_USAGE}`);
  return { index, count };
}

/** The shard (1 … count) that renders a unit's jobs. */
export function shardOf(unit: string, count: number): number {
  const h = createHash('sha256').update(unit).digest();
  return (h.readUInt32BE(0) % count) + 1;
}

export function inShard(unit: string, shard: Shard | null | undefined): boolean {
  return !shard || shard.count === 1 || shardOf(unit, shard.count) === shard.index;
}

/** The unit of a PDF job (`venue:<slug>` or `ruleset:<id>`). */
export const pdfUnit = (job: { kind: 'venue' | 'ruleset'; slug: string }) => `${job.kind}:${job.slug}`;

/** The unit of a preview image (`og/<locale>/venues/<slug>.png`, `og/<locale>/<ruleset>.png`, `og/<locale>/site.png`). */
export function imageUnit(image: string): string {
  const parts = image.replace(/^\//, '').split('/');
  if (parts[2] === 'venues' && parts[3]) return `venue:${parts[3].replace(/\.png$/, '')}`;
  const name = (parts[2] ?? '').replace(/\.png$/, '');
  return name === 'site' ? 'site' : `ruleset:${name}`;
}

/** The shard named by the environment (`HEFEN_SHARD=i/n`, set by `npm run build -- --shard i/n`), or null. */
export function envShard(): Shard | null {
  const s = process.env.HEFEN_SHARD;
  return s ? parseShard(s) : null;
}

export interface ShardRecord extends Shard {
  /** File names in dist/pdf/ this shard rendered. */
  pdfs: string[];
  /** Paths in dist/ of the preview images this shard rendered (`og/en/site.png`). */
  images: string[];
  writtenAt: string;
}

export function writeShardRecord(dist: string, shard: Shard, part: { pdfs?: string[]; images?: string[] }): void {
  const file = join(dist, SHARD_MARKER);
  const old = readShardRecord(dist);
  const record: ShardRecord = {
    index: shard.index,
    count: shard.count,
    pdfs: (part.pdfs ?? (old?.index === shard.index ? old.pdfs : [])).sort(),
    images: (part.images ?? (old?.index === shard.index ? old.images : [])).sort(),
    writtenAt: new Date().toISOString(),
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

export function readShardRecord(dist: string): ShardRecord | null {
  const file = join(dist, SHARD_MARKER);
  if (!existsSync(file)) return null;
  try {
    const r = JSON.parse(readFileSync(file, 'utf8')) as ShardRecord;
    if (!Number.isInteger(r.index) || !Number.isInteger(r.count) || !Array.isArray(r.pdfs) || !Array.isArray(r.images)) return null;
    return r;
  } catch {
    return null;
  }
}
