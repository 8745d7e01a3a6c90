// Every decision record is listed in docs/decisions/README.md, and every line there names a record that exists.
import { readdirSync, readFileSync } from 'node:fs';

const folder = new URL('../docs/decisions/', import.meta.url);
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name) && name !== '0000-template.md');
const index = readFileSync(new URL('README.md', folder), 'utf8');
const linked = new Set([...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]).filter((name) => name !== '0000-template.md'));
const problems = [
  ...records.filter((name) => !linked.has(name)).map((name) => `docs/decisions/${name} is not listed in docs/decisions/README.md`),
  ...[...linked].filter((name) => !records.includes(name)).map((name) => `docs/decisions/README.md lists ${name}, which does not exist`),
];
const numbers = records.map((name) => name.slice(0, 4));
for (const number of new Set(numbers)) {
  if (numbers.filter((n) => n === number).length > 1) problems.push(`two decision records share the number ${number}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
