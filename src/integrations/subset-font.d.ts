/** The part of subset-font (harfbuzz's subsetter, JavaScript without types) the fonts integration and its tests use. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    noHinting?: boolean;
    noLayoutClosure?: boolean;
    keepAllGlyphs?: boolean;
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer | Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}
