import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/server/http/openapi';

/** Writes the OpenAPI document generated from the contract, committed so that reviews show API changes. */
writeFileSync('docs/openapi.json', `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log('docs/openapi.json written');
