/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let several checkouts or test runs build side by side (NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `npm test` type-checks every file with tsc before it builds (scripts/test.mjs): the build need not again.
  typescript: { ignoreBuildErrors: process.env.CFP_TYPES_CHECKED === "1" },
  experimental: {
    // The middleware hands a route at most this much of a request body and silently drops the rest;
    // a 10 MB CSV or upload plus its multipart framing must arrive whole (the routes enforce 10 MB).
    proxyClientMaxBodySize: 11 * 1024 * 1024,
    // A server action's body (1 MB by default) must carry a 10 MB course certificate and its form
    // fields; lib/courses/certificate-form.ts enforces the 10 MB on the file itself.
    serverActions: { bodySizeLimit: 11 * 1024 * 1024 },
    // Turbopack keeps a build cache in the build folder for the next build; a clean clone that builds once
    // (.ci/run sets CFP_BUILD_CACHE=0) would spend ~12 s writing one nobody reads.
    turbopackFileSystemCacheForBuild: process.env.CFP_BUILD_CACHE !== "0",
  },
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "@node-rs/argon2",
    // pdfkit reads its built-in fonts' metrics (.afm files) from its own folder at run time.
    "pdfkit",
  ],
  // Static assets skip the middleware; they still get the headers that matter for them.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};

export default nextConfig;
