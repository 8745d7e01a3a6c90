// Generated from the catalogue by catalogue-index.test.ts; do not edit. After changing a product, run
// `npx vitest run --project domain packages/domain/src/products/catalogue-index.test.ts -u`.
// It imports nothing, so the web can use these lists without the catalogue in its first paint.

/** Products whose landing is /insurance/{code} (their `basePath`; SPEC §2 lists their proposal routes under /insurance). */
export const insuranceLandingProducts: readonly string[] = ['fire', 'marine', 'personal-accident', 'workmen-compensation'];

/** Products whose sale needs a signed mandate letter (their `sale.needsMandate`). */
export const productsWithMandate: readonly string[] = ['fire', 'marine', 'sachet-term', 'workmen-compensation'];

/** Products sold through quote, proposal, review and payment (their `sale`): their pages show the sale stages (decision 0118). */
export const productsWithSale: readonly string[] = ['active-360', 'consumer-goods', 'credit-life', 'fire', 'group-hospicash', 'group-personal-accident', 'health-360', 'marine', 'mobile', 'personal-accident', 'roadside-assistance', 'sachet-term', 'shop', 'travel', 'vector-borne', 'wellness', 'workmen-compensation'];
