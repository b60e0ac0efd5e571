import type { UploadTicket } from '@contracts/admin';
import { api, ApiError } from '@/lib/api-client';
import { postToStorage, uploadContentType } from '@/lib/presigned-upload';

/**
 * A buyer's review photo, in the admin's three steps (features/admin/api/upload-image.ts), with the
 * same checks and storage POST (lib/presigned-upload.ts): a presigned POST (POST /api/me/review-photos), the file
 * straight to storage with progress, then the server's verification and WebP variants
 * (POST /api/me/review-photos/{id}/complete), which answers the media key `reviews/{uploadId}`.
 */
export async function uploadReviewPhoto(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const contentType = uploadContentType(file);
  if (!contentType) throw new ApiError({ status: 0, code: 'invalid_request', message: 'validation.uploadType' });
  const ticket = await api.post<UploadTicket>('/me/review-photos', { contentType, size: file.size });
  onProgress?.(0);
  await postToStorage(ticket, file, onProgress);
  const { key } = await api.post<{ key: string }>(`/me/review-photos/${encodeURIComponent(ticket.uploadId)}/complete`);
  return key;
}
