import type { MultipartFile } from '@fastify/multipart';

/**
 * The file's bytes, or a 413 the moment busboy meets the first byte past the limit. The part is
 * destroyed there, which stops reading the request; part.toBuffer() would read (and discard) the rest of
 * a body sent without a length, and over a socket it can miss the limit and answer a truncated file.
 */
export function readFileWithinLimit(file: MultipartFile['file'], tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => {
      file.destroy();
      reject(tooLarge());
    });
    file.once('end', () => (file.truncated ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    file.once('error', reject);
  });
}
