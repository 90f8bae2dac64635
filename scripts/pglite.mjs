// Every place that opens a PGlite folder (the app in lib/db.ts, migrations, the demo seed, the Prisma CLI,
// pglite-server in the benchmark and the scale-out journey) loads the same extensions: a database whose
// migration created pg_trgm cannot use its trigram indexes (or insert into an indexed table) without it.
/** For `pglite-server --extensions=…`. */
export const PGLITE_EXTENSION_NAMES = ["pg_trgm"];

/** The `extensions` option of `new PGlite(dir, { extensions })`. */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

/** A PGlite instance on `dir` with the app's extensions. */
export async function openPglite(dir) {
  const { PGlite } = await import("@electric-sql/pglite");
  return new PGlite(dir, { extensions: await pgliteExtensions() });
}
