// The names of the streams at the top of an OLE2 compound file (MS-CFB), enough to tell a Word .doc
// (a "WordDocument" stream) from an Excel .xls ("Workbook") or any other compound file: file-type only
// says "cfb" for all of them. Reads the header, the FAT and the directory chain; never a stream's data.
// Server-side only by use, but no Node imports.

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_BYTES = 512;
const DIRECTORY_ENTRY_BYTES = 128;
const HEADER_DIFAT_ENTRIES = 109;
const NO_STREAM = 0xffffffff;
const FIRST_SPECIAL_SECTOR = 0xfffffffa; // MAXREGSECT + 1: ENDOFCHAIN, FREESECT, FATSECT, DIFSECT, …
const STREAM = 2;

/** The stream names directly under the root storage, or null when `bytes` is not a readable compound file. */
export function cfbRootStreamNames(bytes: Uint8Array): string[] | null {
  if (bytes.length < HEADER_BYTES || !SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor(bytes.length / sectorSize);
  // Sector n starts one sector in (the header fills sector "-1", padded to the sector size).
  const sectorAt = (n: number) => (n < FIRST_SPECIAL_SECTOR && (n + 2) * sectorSize <= bytes.length ? (n + 1) * sectorSize : -1);

  // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  const fatCount = u32(0x2c);
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatCount; i++) fatSectors.push(u32(0x4c + i * 4));
  for (let difat = u32(0x44), hops = 0; fatSectors.length < fatCount && difat < FIRST_SPECIAL_SECTOR; hops++) {
    const at = sectorAt(difat);
    if (at < 0 || hops > sectorCount) return null;
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector && fatSectors.length < fatCount; i++) fatSectors.push(u32(at + i * 4));
    difat = u32(at + perSector * 4);
  }
  const nextSector = (n: number): number => {
    const perSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(n / perSector)];
    const at = fatSector === undefined ? -1 : sectorAt(fatSector);
    return at < 0 ? NO_STREAM : u32(at + (n % perSector) * 4);
  };

  // The directory: a chain of sectors holding 128-byte entries; entry 0 is the root storage.
  const entries: number[] = [];
  for (let sector = u32(0x30), hops = 0; sector < FIRST_SPECIAL_SECTOR; sector = nextSector(sector), hops++) {
    const at = sectorAt(sector);
    if (at < 0 || hops > sectorCount) return null;
    for (let off = 0; off < sectorSize; off += DIRECTORY_ENTRY_BYTES) entries.push(at + off);
  }
  if (entries.length === 0) return null;

  // The root's children form a red-black tree through the left and right sibling ids.
  const names: string[] = [];
  const seen = new Set<number>();
  const pending = [u32(entries[0] + 0x4c)];
  while (pending.length) {
    const id = pending.pop()!;
    if (id === NO_STREAM) continue;
    if (id >= entries.length || seen.has(id)) return null;
    seen.add(id);
    const at = entries[id];
    const nameBytes = Math.min(view.getUint16(at + 0x40, true), 64);
    const name = String.fromCharCode(...Array.from({ length: Math.max(nameBytes / 2 - 1, 0) }, (_, i) => view.getUint16(at + i * 2, true)));
    if (bytes[at + 0x42] === STREAM) names.push(name);
    pending.push(u32(at + 0x44), u32(at + 0x48));
  }
  return names;
}
