/** Types of the `identityUpload` chart (spec 2 §2 Upload Identity dialog, §4 Identity upload, §5). */
import type { KycInfo, UpdateKycRequest } from '../../../services/api/contract/endpoints.ts';
import type { Platform } from '../../../services/api/contract/platform.ts';
import type { ApiResult } from '../../../services/api/result.ts';

export type { KycInfo, UpdateKycRequest };

/** The two sections (spec 2 §2): the ID's front and back, and the person holding it. */
export type KycSection = 'idCard' | 'idHold';

/** An image in a section: one already stored (kept by its URL) or one just chosen. */
export type KycImage =
  | { id: number; source: 'stored'; url: string; preview: string | null }
  | { id: number; source: 'new'; file: Blob; preview: string };

/** Why a chosen file was not taken (spec 2 §5 messages; 'full': 2 per section already). */
export type ImageNotice = 'format' | 'size' | 'full';

export interface IdentityUploadInput {
  platform: Platform;
  kyc: KycInfo | null;
}

export interface IdentityUploadContext extends IdentityUploadInput {
  idCard: KycImage[];
  idHold: KycImage[];
  /** spec 2 §4: something changed (for status -1 any chosen image counts). */
  changed: boolean;
  notice: ImageNotice | null;
  /** The file being prepared (compressed) and its section. */
  pending: { section: KycSection; file: Blob } | null;
  nextId: number;
}

/** A chosen image after compression (the original when compression failed), with its preview URL. */
export interface PreparedImage {
  file: Blob;
  preview: string;
}

export interface PreviewRequest {
  urls: string[];
  platform: Platform;
}

/** Stored images' previews by URL (null when one could not be fetched). */
export type StoredPreviews = Record<string, string | null>;

export type IdentityUploadEvent =
  | { type: 'image.pick'; section: KycSection; file: Blob }
  | { type: 'image.remove'; section: KycSection; id: number }
  | { type: 'upload.submit' }
  | { type: 'upload.close' }
  | { type: 'unsaved.discard' }
  | { type: 'unsaved.stay' }
  | { type: 'success.close' };

export type UploadResult = ApiResult<KycInfo>;

export interface IdentityUploadOutcome {
  uploaded: boolean;
}
