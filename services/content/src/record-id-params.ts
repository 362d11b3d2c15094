/** The `:id` of a stored record (a content entry, a lead) in the admin routes: one zod schema for its JSON Schema and its type. */
import { jsonSchemaOf } from '@site/service-kit/json-schema';
import { z } from 'zod';

const recordIdParams = z.strictObject({ id: z.guid() });

/** The route parameters' JSON Schema: a malformed id is a 400, not a lookup. */
export const recordIdParamsSchema = jsonSchemaOf(recordIdParams);

/** `:id` and `:revision` of one stored revision of a content entry. */
export const revisionParamsSchema = jsonSchemaOf(recordIdParams.extend({ revision: z.coerce.number().int().min(1).max(2_147_483_647) }));
