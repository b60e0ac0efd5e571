import type { UploadTicket } from '@contracts/admin';
import { api, ApiError } from '@/lib/api-client';
import { postToStorage, uploadContentType } from '@/lib/presigned-upload';

/**
 * A review photo, in the admin's three steps (features/admin/api/upload-image.ts), with the same
 * checks and storage POST (lib/presigned-upload.ts): a presigned POST, the file straight to
 * storage with progress, then the server's verification and WebP variants, which answers the
 * media key `reviews/{uploadId}`.
 *
 * `guestToken`: a guest reviewing through the e-mail's signed link has no session; the link
 * authorises the upload instead (POST /api/guest/review-photos[/{id}/complete] with `{ token }`),
 * and the photo can go only on that link's review. Without it, the signed-in buyer's routes
 * (POST /api/me/review-photos[/{id}/complete]).
 */
export async function uploadReviewPhoto(file: File, onProgress?: (fraction: number) => void, guestToken?: string): Promise<string> {
  const contentType = uploadContentType(file);
  if (!contentType) throw new ApiError({ status: 0, code: 'invalid_request', message: 'validation.uploadType' });
  const base = guestToken ? '/guest/review-photos' : '/me/review-photos';
  const link = guestToken ? { token: guestToken } : {};
  const ticket = await api.post<UploadTicket>(base, { contentType, size: file.size, ...link });
  onProgress?.(0);
  await postToStorage(ticket, file, onProgress);
  const { key } = await api.post<{ key: string }>(`${base}/${encodeURIComponent(ticket.uploadId)}/complete`, guestToken ? link : undefined);
  return key;
}
