/**
 * The admin parses what the API answers with zod, whose object schemas decide as they are built
 * whether to compile their parsers with `new Function`, probing for it once. Under the site's
 * Trusted Types (require-trusted-types-for 'script') even that caught probe is reported as a
 * violation, so the admin's schemas parse interpreted: this module runs before any schema is built.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
