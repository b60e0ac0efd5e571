import { useQuery } from '@tanstack/react-query';
import type { ImportJob, ImportMode, ImportUploadTicket } from '@contracts/product-import';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { postToStorage } from '@/lib/presigned-upload';
import { adminKeys } from '../query-keys';

/**
 * The products CSV import (issue 33): the file goes straight to storage with a presigned POST
 * (POST /api/admin/imports/upload, then the file), a job is started on it (POST
 * /api/admin/imports, dry run or apply) and followed (GET /api/admin/imports/{id}) until it ends.
 */
export async function uploadImportFile(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const ticket = await api.post<ImportUploadTicket>('/admin/imports/upload', { size: file.size });
  // The image uploads' storage POST: every field of the ticket, then the file as text/csv.
  await postToStorage({ uploadId: ticket.uploadKey, url: ticket.url, fields: ticket.fields }, new File([file], file.name, { type: 'text/csv' }), onProgress);
  return ticket.uploadKey;
}

export const startImport = (uploadKey: string, mode: ImportMode) => api.post<ImportJob>('/admin/imports', { uploadKey, mode });

/** How often a running job's progress is read. */
const POLL_MS = 700;

export const isRunning = (job: ImportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** A job, read again while it runs. */
export function useImportJob(id: string | null) {
  return useQuery({
    queryKey: adminKeys.productImport(id ?? ''),
    queryFn: ({ signal }) => api.get<ImportJob>(`/admin/imports/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data) || !query.state.data ? POLL_MS : false),
    staleTime: 0,
  });
}

export const downloadImportReport = (id: string) => downloadFile({ path: `/admin/imports/${encodeURIComponent(id)}/report`, accept: 'text/csv', fallbackName: 'raport-importu.csv' });
