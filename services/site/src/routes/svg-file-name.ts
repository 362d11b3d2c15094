import { z } from 'zod';

/** A drawn image's file name in its URL: a lowercase slug and `.svg`, no longer than `maxLength`. */
export const svgFileName = (maxLength: number) =>
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/)
    .max(maxLength);
