import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from './openapi-document';

const target = new URL('../src/contract/openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
