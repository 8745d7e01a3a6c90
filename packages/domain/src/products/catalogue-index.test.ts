import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import type { ProductDefinition } from './product-definition';

/**
 * Facts of the catalogue that first-paint code needs (the route table's breadcrumbs, the review page's
 * mandate panel) without loading the catalogue. Each list is a filter over the product definitions.
 */
const derivedLists: { name: string; doc: string; select: (product: ProductDefinition) => boolean }[] = [
  {
    name: 'insuranceLandingProducts',
    doc: 'Products whose landing is /insurance/{code} (their `basePath`; SPEC §2 lists their proposal routes under /insurance).',
    select: (product) => product.basePath === '/insurance',
  },
  {
    name: 'productsWithMandate',
    doc: 'Products whose sale needs a signed mandate letter (their `sale.needsMandate`).',
    select: (product) => product.sale?.needsMandate === true,
  },
  {
    name: 'productsWithSale',
    doc: 'Products sold through quote, proposal, review and payment (their `sale`): their pages show the sale stages (decision 0118).',
    select: (product) => product.sale !== undefined,
  },
];

function renderCatalogueIndex(products: readonly ProductDefinition[]): string {
  const lists = derivedLists.map(({ name, doc, select }) => {
    const codes = products
      .filter(select)
      .map((product) => `'${product.code}'`)
      .sort();
    return `/** ${doc} */\nexport const ${name}: readonly string[] = [${codes.join(', ')}];\n`;
  });
  return [
    '// Generated from the catalogue by catalogue-index.test.ts; do not edit. After changing a product, run',
    '// `npx vitest run --project domain packages/domain/src/products/catalogue-index.test.ts -u`.',
    '// It imports nothing, so the web can use these lists without the catalogue in its first paint.',
    '',
    lists.join('\n'),
  ].join('\n');
}

describe('the catalogue index', () => {
  it('is the catalogue’s facts as generated (run this test with -u after changing a product)', async () => {
    await expect(renderCatalogueIndex(catalogue)).toMatchFileSnapshot('./catalogue-index.generated.ts');
  });
});
