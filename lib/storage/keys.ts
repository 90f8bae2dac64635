// Storage keys are made on the server, never taken from a client: "<purpose>/<ownerId>/<32 hex>-<name>".
// The random part makes a key unguessable and unique, so a key is written once and never overwritten.
import "server-only";
import crypto from "node:crypto";
import { sanitizeFileName } from "@/lib/storage/file-name";

const PURPOSE = /^[a-z][a-z0-9-]{0,39}$/;
const OWNER = /^[A-Za-z0-9_-]{1,64}$/;
const KEY = /^([a-z][a-z0-9-]{0,39})\/([A-Za-z0-9_-]{1,64})\/([0-9a-f]{32})-([^/\\\u0000-\u001f]+)$/;

export type StorageKeyParts = { purpose: string; ownerId: string; fileName: string };

export function newStorageKey({ purpose, ownerId, fileName }: StorageKeyParts): string {
  if (!PURPOSE.test(purpose)) throw new Error(`Invalid storage purpose: ${purpose}`);
  if (!OWNER.test(ownerId)) throw new Error(`Invalid storage owner id: ${ownerId}`);
  return `${purpose}/${ownerId}/${crypto.randomBytes(16).toString("hex")}-${sanitizeFileName(fileName)}`;
}

/**
 * The parts of a key this module made, or null for anything else. A feature that receives a key back
 * from a client (a document's filePath) checks purpose and ownerId with this before trusting it.
 */
export function parseStorageKey(key: string): StorageKeyParts | null {
  const m = KEY.exec(key);
  if (!m || m[4] !== sanitizeFileName(m[4])) return null;
  return { purpose: m[1], ownerId: m[2], fileName: m[4] };
}

/** True when `key` was made by newStorageKey for this purpose and owner. */
export function isOwnedKey(key: string, purpose: string, ownerId: string): boolean {
  const parts = parseStorageKey(key);
  return parts !== null && parts.purpose === purpose && parts.ownerId === ownerId;
}
