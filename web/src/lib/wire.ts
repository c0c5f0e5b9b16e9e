/** The API's wire types, generated from its OpenAPI document into wire.gen.ts (`npm run gen:api`;
 * a server test fails when that file is stale). Name a schema: `Schema<'TempleRead'>`. */
import type { components } from './wire.gen'

export type Schemas = components['schemas']
export type Schema<Name extends keyof Schemas> = Schemas[Name]
/** The body of every refused request: { detail, code, errors? }. */
export type ErrorEnvelope = Schema<'ErrorEnvelope'>
