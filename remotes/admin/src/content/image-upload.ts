/**
 * Uploading images to the media library, as the cover-image fields, the body editor and the media
 * page do it: the type and size are checked here first (the server checks them again), one file at a time.
 */
import { useState } from 'react';
import { IMAGE_UPLOAD, type UploadedImage } from '@site/contracts/content-editing';
import { uploadImage } from '../api/content-api.ts';
import { formatBytes } from '../components/format.ts';
import { notifyFailed } from '../users/notify.ts';

/** Each type an upload may be, as people call it. */
export const IMAGE_TYPE_NAMES: Readonly<Record<(typeof IMAGE_UPLOAD.types)[number], string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
};

const typeName = (type: string): string | undefined => (IMAGE_TYPE_NAMES as Readonly<Record<string, string>>)[type];

const namesInWords = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;

/** What may be uploaded, in words. */
export const IMAGE_UPLOAD_HINT = `${namesInWords(Object.values(IMAGE_TYPE_NAMES))}, up to ${formatBytes(IMAGE_UPLOAD.maxBytes)}.`;

/** The `accept` of a file input that uploads images. */
export const IMAGE_UPLOAD_ACCEPT = IMAGE_UPLOAD.types.join(',');

/** An image's type as people call it ("PNG"), or the type itself when it is not one an upload may be. */
export const imageTypeName = (contentType: string): string => typeName(contentType) ?? contentType;

/** Why a file cannot be uploaded, or undefined when it can. */
export function imageUploadProblem(file: { name: string; type: string; size: number }): string | undefined {
  if (!typeName(file.type)) return `${file.name} is not a ${namesInWords(Object.values(IMAGE_TYPE_NAMES))} image.`;
  if (file.size > IMAGE_UPLOAD.maxBytes) return `${file.name} is ${formatBytes(file.size)}; the most is ${formatBytes(IMAGE_UPLOAD.maxBytes)}.`;
  return undefined;
}

export interface Uploaded {
  file: File;
  image: UploadedImage;
}

/**
 * Uploads files in turn, telling which one is on its way (`uploading`, its name) and what went
 * wrong (`problem`). Every file is checked before any is sent, so a refused one uploads nothing;
 * a failure stops the rest, and `upload` returns those uploaded before it.
 */
export function useImageUpload() {
  const [uploading, setUploading] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const upload = async (files: readonly File[]): Promise<Uploaded[]> => {
    const refused = files.map(imageUploadProblem).find(Boolean);
    setProblem(refused);
    if (refused) return [];
    const uploaded: Uploaded[] = [];
    try {
      for (const file of files) {
        setUploading(file.name);
        uploaded.push({ file, image: await uploadImage(file) });
      }
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
      notifyFailed('The image was not uploaded', failure);
    } finally {
      setUploading(undefined);
    }
    return uploaded;
  };
  return { uploading, problem, upload };
}
