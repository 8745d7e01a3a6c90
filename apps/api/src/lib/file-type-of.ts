import type { FileTypeResult } from 'file-type';

/**
 * What a file is by its first bytes' magic (file-type), never by its name or the type its sender claims.
 * file-type loads with the first file sent, not at every start of the service (decision 0309).
 */
export async function fileTypeOf(content: Buffer): Promise<FileTypeResult | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  // Every type the portal accepts is named within its first 4,100 bytes (file-type's own sample size).
  return fileTypeFromBuffer(content.subarray(0, 4100));
}
