/** Unguessable identifiers of payments: order ids (contract `PayOrderId`) and receipt capabilities. */
import { randomBytes } from 'node:crypto';

/** 'po_' and 128 random bits (22 base64url characters). */
export function newOrderId(): string {
  return `po_${randomBytes(16).toString('base64url')}`;
}

/** 256 random bits: a receipt link's capability. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
