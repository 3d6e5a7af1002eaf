/**
 * Identity proof (spec 2 §3 KYCInfo, §4 KYC status and Identity upload, §5 image rules). The
 * images are private: each is named by an unguessable token, and `readKycImage` finds it only
 * among its owner's images, so another account's URL is simply not found.
 *
 * decision: an image is png or jpeg by its bytes (the name and the declared type are not
 * trusted); a kept image is named by the URL the client was given, and must be one of the
 * caller's current images (it may move to another slot, e.g. when the first of two is removed).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  KYC_IMAGE_PATH,
  type KycInfo,
  KycStatus,
  type Platform,
  type UpdateKycRequest,
} from '../../../src/services/api/contract/index.ts';
import {
  editableNow,
  KYC_LIMITS,
  KYC_SLOTS,
  KYC_TEXTS,
  KYC_URL_FIELDS,
  type KycSlot,
  kycUploadAllowed,
} from '../../../src/services/api/contract/profileRules.ts';
import { PLATFORM_TABLE } from '../../../src/services/brand/platforms.ts';
import type { Database } from '../../db/client.ts';
import { kyc, kycImages } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Failure, fail, isFailure } from '../failure.ts';
import { sniffImageType } from '../messaging/media.ts';
import { inTransaction } from '../transaction.ts';
import { PROFILE_TEXTS } from './texts.ts';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The request's files as the multipart parser hands them over (web `Blob`/`File`). */
type KycFiles = Partial<Record<KycSlot, Blob>>;

interface StoredImage {
  slot: KycSlot;
  token: string;
  contentType: string;
  size: number;
  bytes: Buffer;
}

/** spec 2 §1: identity-proof upload is pingme's (the brand table says which brands). */
function offersIdentityProof(platform: Platform): boolean {
  return PLATFORM_TABLE[platform].profile.identityUpload;
}

function urlOf(token: string): string {
  return `${KYC_IMAGE_PATH}${token}`;
}

function tokenOf(url: string): string | undefined {
  const path = url.startsWith(KYC_IMAGE_PATH) ? url : safePath(url);
  const token = path?.startsWith(KYC_IMAGE_PATH) ? path.slice(KYC_IMAGE_PATH.length) : undefined;
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

function safePath(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

export async function getKycInfo(db: Database, clock: Clock, platform: Platform, accountId: number): Promise<KycInfo> {
  const [row] = await db.select().from(kyc).where(eq(kyc.accountId, accountId)).limit(1);
  const images = await db
    .select({ slot: kycImages.slot, token: kycImages.token })
    .from(kycImages)
    .where(eq(kycImages.accountId, accountId));
  const status = KycStatus.parse(row?.status ?? -1);
  const canEditDate = row?.canEditAfter ? row.canEditAfter.toISOString() : '';
  const slotUrl = (slot: KycSlot) => {
    const image = images.find((i) => i.slot === slot);
    return image ? urlOf(image.token) : '';
  };
  return {
    status,
    // spec 2 §4: pingme only, and only in the statuses that allow an upload.
    canEdit:
      offersIdentityProof(platform) &&
      kycUploadAllowed(status, editableNow(status, canEditDate, clock.now().getTime())),
    canEditDate,
    idCardUrl1: slotUrl('idCard1'),
    idCardUrl2: slotUrl('idCard2'),
    idHoldUrl1: slotUrl('idHold1'),
    idHoldUrl2: slotUrl('idHold2'),
  };
}

/** spec 2 §5: ≤ 5 MB, png or jpeg by content. */
async function checkImage(file: Blob): Promise<{ bytes: Buffer; contentType: string } | Failure> {
  if (file.size === 0) return fail('badRequest', KYC_TEXTS.format);
  if (file.size > KYC_LIMITS.maxBytes) return fail('badRequest', KYC_TEXTS.size);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') return fail('badRequest', KYC_TEXTS.format);
  return { bytes, contentType: type };
}

/**
 * spec 2 §4 Identity upload / §7 updateKYCInfo: the new set of images replaces the old one and the
 * status becomes 1 (reviewing), in one transaction.
 */
export async function updateKyc(
  db: Database,
  clock: Clock,
  platform: Platform,
  accountId: number,
  request: UpdateKycRequest,
): Promise<KycInfo | Failure> {
  if (!offersIdentityProof(platform)) return fail('notAuthorized', PROFILE_TEXTS.identityNotOffered);
  // The files are read and checked before the transaction: no lock is held while bytes arrive.
  const files: KycFiles = request;
  const checked = new Map<KycSlot, { bytes: Buffer; contentType: string }>();
  for (const slot of KYC_SLOTS) {
    const file = files[slot];
    if (!file) continue;
    const image = await checkImage(file);
    if (isFailure(image)) return image;
    checked.set(slot, image);
  }
  const now = clock.now();

  const result = await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(kyc).where(eq(kyc.accountId, accountId)).for('update');
    const status = KycStatus.parse(row?.status ?? -1);
    const canEditDate = row?.canEditAfter ? row.canEditAfter.toISOString() : '';
    if (!kycUploadAllowed(status, editableNow(status, canEditDate, now.getTime()))) {
      return fail('notAuthorized', KYC_TEXTS.notAllowed);
    }
    const current: StoredImage[] = await tx
      .select({
        slot: kycImages.slot,
        token: kycImages.token,
        contentType: kycImages.contentType,
        size: kycImages.size,
        bytes: kycImages.bytes,
      })
      .from(kycImages)
      .where(eq(kycImages.accountId, accountId));

    const next: StoredImage[] = [];
    for (const slot of KYC_SLOTS) {
      const fresh = checked.get(slot);
      if (fresh) {
        next.push({ slot, token: randomBytes(32).toString('base64url'), size: fresh.bytes.byteLength, ...fresh });
        continue;
      }
      const kept = request[KYC_URL_FIELDS[slot]];
      if (!kept) continue;
      const token = tokenOf(kept);
      const image = current.find((i) => i.token === token);
      if (!image) return fail('notFound');
      next.push({ ...image, slot });
    }
    const filled = (slots: readonly KycSlot[]) => next.some((image) => slots.includes(image.slot));
    if (!filled(['idCard1', 'idCard2']) || !filled(['idHold1', 'idHold2'])) {
      return fail('badRequest', KYC_TEXTS.bothSections);
    }
    // A kept image must not be stored twice (the same URL in two slots).
    if (new Set(next.map((image) => image.token)).size !== next.length) return fail('badRequest');

    await tx.delete(kycImages).where(eq(kycImages.accountId, accountId));
    await tx.insert(kycImages).values(next.map((image) => ({ accountId, ...image, createdAt: now })));
    const values = { status: 1, canEditAfter: null, updatedAt: now };
    await tx
      .insert(kyc)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: kyc.accountId, set: values });
    return true as const;
  });
  if (result !== true) return result;
  return getKycInfo(db, clock, platform, accountId);
}

/** One of the caller's own identity images, or undefined (unknown, or another account's). */
export async function readKycImage(
  db: Database,
  accountId: number,
  token: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select({ contentType: kycImages.contentType, bytes: kycImages.bytes })
    .from(kycImages)
    .where(and(eq(kycImages.accountId, accountId), eq(kycImages.token, token)))
    .limit(1);
  return row;
}
