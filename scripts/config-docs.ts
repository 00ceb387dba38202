// `npm run docs:config`: writes the generated tables of docs/operations.md (scripts/operations-doc.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../server/config';
import { withGeneratedTables } from './operations-doc';

const path = join(projectRoot, 'docs', 'operations.md');
writeFileSync(path, withGeneratedTables(readFileSync(path, 'utf8')));
console.log('docs/operations.md: the settings and public endpoints tables written');
