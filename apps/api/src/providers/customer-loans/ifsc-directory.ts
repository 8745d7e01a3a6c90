import { createRequire } from 'node:module';

/**
 * IFSC codes from Razorpay's `ifsc` package (its data files, shipped in node_modules: no network): whether a
 * code is a real branch, and its bank's name. The package's own index pulls an HTTP client for its online
 * lookup; only the JSON is read here, once, on first use.
 */
let data: { branches: Record<string, Array<number | string>>; names: Record<string, string> } | undefined;

function load() {
  if (!data) {
    const require = createRequire(import.meta.url);
    data = { branches: require('ifsc/src/IFSC.json'), names: require('ifsc/src/banknames.json') };
  }
  return data;
}

/** The bank of a real IFSC (`HDFC0000001` → HDFC Bank), or undefined for a code no bank has. */
export function lookupIfsc(ifsc: string): { bankCode: string; bankName: string } | undefined {
  const code = ifsc.toUpperCase();
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(code)) return undefined;
  const { branches, names } = load();
  const bankCode = code.slice(0, 4);
  const list = branches[bankCode];
  if (!list) return undefined;
  const branch = code.slice(5);
  const known = /^\d+$/.test(branch) ? list.includes(Number.parseInt(branch, 10)) : list.includes(branch);
  return known ? { bankCode, bankName: names[bankCode] ?? bankCode } : undefined;
}
