import { MAX_UPLOAD_BYTES, uploadContentTypes, type UploadTicket } from '@contracts/admin';
import { ApiError } from '@/lib/api-client';

/**
 * The browser's half of the verified upload pipeline (functions/media), shared by the admin's
 * product images (features/admin/api/upload-image.ts) and the buyers' review photos
 * (features/reviews/api/upload-review-photo.ts): which files are accepted before anything is
 * sent, and the multipart POST of a file to a presigned ticket, with progress.
 */
export type UploadContentType = (typeof uploadContentTypes)[number];

const EXTENSION_TYPES: Record<string, UploadContentType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The file's content type when it is one the shop accepts (by MIME type, else by extension). */
export function uploadContentType(file: File): UploadContentType | null {
  const type = file.type.toLowerCase();
  if ((uploadContentTypes as readonly string[]).includes(type)) return type as UploadContentType;
  if (type === 'image/jpg') return 'image/jpeg';
  if (type) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

/** The spec's checks before anything is sent: an i18n key of the failure, or null. */
export function checkImageFile(file: File): 'validation.uploadType' | 'validation.uploadTooLarge' | null {
  if (!uploadContentType(file)) return 'validation.uploadType';
  if (file.size > MAX_UPLOAD_BYTES) return 'validation.uploadTooLarge';
  return null;
}

/** Sends the file to the presigned POST, reporting progress 0…1. */
export function postToStorage(ticket: UploadTicket, file: File, onProgress?: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ticket.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(new ApiError({ status: xhr.status, code: 'upload_failed', message: `Storage answered ${xhr.status}` }));
      }
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'network_error', message: 'Network request failed' }));
    xhr.onabort = () => reject(new ApiError({ status: 0, code: 'network_error', message: 'Upload aborted' }));
    xhr.send(form);
  });
}
