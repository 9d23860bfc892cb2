/**
 * The pages of dist/ as the site step writes them (scripts/site-build.ts tells each one), for the render
 * steps to start on while Astro is still writing the others: the images and PDFs of the first pages are
 * made on the core Astro leaves free, instead of after the whole site.
 *
 * Each step reads the whole feed from its start (`batches`): every page written since its last batch,
 * until the site step has ended (`end`) — or failed (`fail`: the steps stop with its error). What a
 * feed did not carry is not lost: once it has ended, the steps look for their pages in dist/ as they
 * would without one (a page written by other means, or a message that never came, is rendered then).
 */
export class PageFeed {
  private readonly pages: string[] = [];
  private ended = false;
  private error: unknown = null;
  private wake: (() => void)[] = [];
  /** When the first page came (`performance.now()`), or null. */
  firstAt: number | null = null;

  /** A page written: its path below dist/ (`en/venues/x/print/index.html`). */
  push(page: string): void {
    if (this.ended) return;
    this.firstAt ??= performance.now();
    this.pages.push(page);
    this.notify();
  }

  /** The site step has ended: every page it writes is in dist/. */
  end(): void {
    this.ended = true;
    this.notify();
  }

  /** The site step failed: the readers stop with `error`. */
  fail(error: unknown): void {
    this.error = error;
    this.end();
  }

  /** How many pages it has carried so far. */
  get size(): number {
    return this.pages.length;
  }

  /** Every page from the first, in batches as they come; returns once the feed has ended (throws if it failed). */
  async *batches(): AsyncGenerator<string[]> {
    let seen = 0;
    for (;;) {
      if (this.error) throw this.error;
      if (seen < this.pages.length) {
        const batch = this.pages.slice(seen);
        seen = this.pages.length;
        yield batch;
        continue;
      }
      if (this.ended) return;
      await new Promise<void>((resolve) => this.wake.push(resolve));
    }
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = [];
    for (const w of wake) w();
  }
}
