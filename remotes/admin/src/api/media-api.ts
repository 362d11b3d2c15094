/** The media library's calls (`/api/admin/media`): every upload with where it is used, its text alternative, replacing and deleting. Uploading is `uploadImage`. */
import { queryOptions } from '@tanstack/react-query';
import { mediaItemSchema, mediaLibrarySchema, mediaReplacementSchema } from '@site/contracts/content-editing';
import { apiGet } from '@site/ui/api-client';
import { send } from './admin-api.ts';

/** Every upload, newest first. */
export const mediaQuery = queryOptions({
  queryKey: ['admin', 'media'],
  queryFn: ({ signal }) => apiGet('/api/admin/media', { signal, schema: mediaLibrarySchema }),
  staleTime: 0,
});

const mediaPath = (id: string) => `/api/admin/media/${encodeURIComponent(id)}`;

/** Sets an image's text alternative in the library (empty: decorative); answers with the image as it now is. */
export const saveMediaAlt = (id: string, alt: string) => send('PATCH', mediaPath(id), { alt }, mediaItemSchema);
/** Refused (409, naming the records) while any record's draft or live version shows the image. */
export const deleteMedia = (id: string) => send<{ deleted: string }>('DELETE', mediaPath(id));
/** Uploads `file` in place of the image: the drafts that show it show the new one instead. */
export const replaceMedia = (id: string, file: File) =>
  send('POST', `${mediaPath(id)}/replace`, undefined, mediaReplacementSchema, { type: file.type, bytes: file });
