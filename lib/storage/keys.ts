// Storage keys are made on the server, never taken from a client: "<purpose>/<ownerId>/<32 hex>-<name>".
// The random part makes a key unguessable and unique, so a key is written once and never overwritten.
import "server-only";
import crypto from "node:crypto";
import { sanitizeFileName } from "@/lib/storage/file-name";

const PURPOSE = /^[a-z][a-z0-9-]{0,39}$/;
const OWNER = /^[A-Za-z0-9_-]{1,64}$/;
const KEY = /^([a-z][a-z0-9-]{0,39})\/([A-Za-z0-9_-]{1,64})\/([0-9a-f]{32})-([^/\\\u0000-\u001f]+)$/;

export type StorageKeyParts = { purpose: string; ownerId: string; fileName: string };

/** 32 random hex digits: the unguessable part of a key. */
export const newKeyNonce = () => crypto.randomBytes(16).toString("hex");

/**
 * A new key. Work that may run again after a crash (lib/outbox) draws its `nonce` once and keeps it, so
 * every run writes the same key and a second put finds the first one's file instead of leaving an orphan.
 */
export function newStorageKey({ purpose, ownerId, fileName }: StorageKeyParts, nonce = newKeyNonce()): string {
  if (!PURPOSE.test(purpose)) throw new Error(`Invalid storage purpose: ${purpose}`);
  if (!OWNER.test(ownerId)) throw new Error(`Invalid storage owner id: ${ownerId}`);
  if (!/^[0-9a-f]{32}$/.test(nonce)) throw new Error("Invalid storage key nonce");
  return `${purpose}/${ownerId}/${nonce}-${sanitizeFileName(fileName)}`;
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
