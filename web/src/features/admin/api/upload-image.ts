import type { UploadTicket } from '@contracts/admin';
import { api, ApiError } from '@/lib/api-client';
import { postToStorage, uploadContentType } from '@/lib/presigned-upload';

export { checkImageFile, postToStorage, uploadContentType, type UploadContentType } from '@/lib/presigned-upload';

/**
 * Image upload in three steps: ask for a presigned POST (POST /api/admin/uploads), send the file
 * straight to storage as multipart form data (every field of the ticket first, the file last,
 * by XMLHttpRequest for its progress events), then let the server verify it and write the WebP
 * variants (POST /api/admin/uploads/{id}/complete), which answers the media key to store.
 * The file checks and the storage POST live in lib/presigned-upload.ts (review photos use them too).
 */

/** The whole upload; resolves with the media key (`products/<uploadId>`). */
export async function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const contentType = uploadContentType(file);
  if (!contentType) throw new ApiError({ status: 0, code: 'invalid_request', message: 'validation.uploadType' });
  const ticket = await api.post<UploadTicket>('/admin/uploads', { contentType, size: file.size });
  onProgress?.(0);
  await postToStorage(ticket, file, onProgress);
  const { key } = await api.post<{ key: string }>(`/admin/uploads/${encodeURIComponent(ticket.uploadId)}/complete`);
  return key;
}
