import type { LambdaHttpHandler } from '../core/http.js';
import { completeGuestReviewPhotoUpload, completeReviewPhotoUpload, createGuestReviewPhotoUpload, createReviewPhotoUpload } from './handlers/review-photos.js';
import { completeUpload, createUpload, deleteUpload } from './handlers/uploads.js';
import { createImportUpload, downloadImportReport, getImport, startImport } from './handlers/imports.js';

/** The media domain's handlers, by the names routes.ts uses. */
export const handlers: Record<string, LambdaHttpHandler> = {
  createUpload,
  completeUpload,
  deleteUpload,
  createReviewPhotoUpload,
  completeReviewPhotoUpload,
  createGuestReviewPhotoUpload,
  completeGuestReviewPhotoUpload,
  createImportUpload,
  startImport,
  getImport,
  downloadImportReport,
};
