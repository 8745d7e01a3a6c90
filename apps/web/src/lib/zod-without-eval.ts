// Zod compiles object parsers with `new Function` when the page allows it, and probes for that when an
// object schema is built. The portal's content security policy (script-src 'self') forbids eval: the
// probe fails quietly, but Chrome reports a CSP violation on every form page. Zod's `jitless` setting
// skips the compiler and the probe; parsing stays the same. Zod keeps its settings in this global so
// that copies share them, and reads it when first loaded, so setting it here, first thing in main.tsx,
// holds for every schema. Importing zod's `config()` here instead would put 3.8 KiB (gzip) of zod in
// every page's first paint (decision 0061).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
