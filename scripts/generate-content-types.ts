import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_TYPES_FILE, contentTypesModule } from './content-types-sdl';

// The first step of `npm run codegen`: the API's collection types from the content model; then the
// operation types are generated from the schema that includes them.
writeFileSync(join(__dirname, '..', CONTENT_TYPES_FILE), contentTypesModule());
