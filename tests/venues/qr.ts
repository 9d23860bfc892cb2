/**
 * The QR code printed on a sheet's PDF, read back as a phone would: page 1 rendered at 150 dpi
 * (pdftoppm, poppler-utils), its upper right part (where the sheet's QR code sits) decoded with jsQR.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the sheet's QR code, or null when page 1 shows none. */
export function pdfQr(pdf: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'hefen-qr-'));
  try {
    const out = join(dir, 'page');
    execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-x', '620', '-y', '0', '-W', '620', '-H', '700', '-png', '-singlefile', pdf, out]);
    const png = PNG.sync.read(readFileSync(`${out}.png`));
    const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
    return code ? code.data : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
