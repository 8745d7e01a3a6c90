// fontkit 2 ships no types; the PDFs use only `create` (devanagari-text.ts).
declare module 'fontkit' {
  export function create(buffer: Buffer, postscriptName?: string): unknown;
}
