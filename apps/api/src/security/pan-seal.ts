import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A customer's PAN at rest in a loan application: AES-256-GCM under a key derived (HKDF) from the
 * service's hashing secret with its own label, so the lenders can be sent it after consent while a copy
 * of the table alone reveals nothing (decision 0076). Format: base64url(iv | tag | ciphertext).
 */
export const derivePanSealKey = (secret: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'portal-seals', 'loan-application-pan/v1', 32));

export function sealPan(key: Buffer, pan: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unsealPan(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
