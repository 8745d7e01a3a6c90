// wawoff2 (Google's woff2 codec in WebAssembly) ships no types; the PDFs use only `decompress` (devanagari-text.ts).
declare module 'wawoff2' {
  /** A WOFF2 file's font as TrueType/OpenType bytes. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
