// Run by scripts/build-if-changed.mjs beside the API bundle (dist/write-pglite-template.js): writes the migrated
// PGlite template that a first start on an empty data folder unpacks (decision 0056).
import { writePgliteTemplate } from './db/pglite-template';
import { pgliteTemplateFolder } from './package-paths';

await writePgliteTemplate(pgliteTemplateFolder);
