// The Vercel Blob driver's wiring, with the SDK replaced: private store, our key as the exact pathname,
// no overwrite, the token passed through, and the SDK's answers mapped to the Storage contract.
import { BlobNotFoundError, del, get, head, put } from "@vercel/blob";
import { vercelBlobStorage } from "@/lib/storage/blob";
import { getStorage } from "@/lib/storage/driver";

jest.mock("@vercel/blob", () => {
  const actual = jest.requireActual("@vercel/blob");
  return { BlobNotFoundError: actual.BlobNotFoundError, put: jest.fn(), get: jest.fn(), head: jest.fn(), del: jest.fn() };
});

const mocked = { put: jest.mocked(put), get: jest.mocked(get), head: jest.mocked(head), del: jest.mocked(del) };
const storage = vercelBlobStorage("vercel_blob_rw_store_secret");
const key = "deal-room/u1/0123456789abcdef0123456789abcdef-plan.pdf";

beforeEach(() => jest.resetAllMocks());

describe("Vercel Blob storage", () => {
  it("puts privately under the exact key, never overwriting", async () => {
    mocked.put.mockResolvedValue({} as Awaited<ReturnType<typeof put>>);
    const result = await storage.put(key, Buffer.from("%PDF-1.4"), { contentType: "application/pdf" });
    expect(result).toEqual({ key, size: 8, contentType: "application/pdf" });
    expect(mocked.put).toHaveBeenCalledWith(key, expect.any(Buffer), {
      access: "private",
      token: "vercel_blob_rw_store_secret",
      contentType: "application/pdf",
      addRandomSuffix: false,
      allowOverwrite: false,
    });
  });

  it("counts the bytes of a streamed body", async () => {
    mocked.put.mockImplementation(async (_key, body) => {
      await new Response(body as ReadableStream).arrayBuffer();
      return {} as Awaited<ReturnType<typeof put>>;
    });
    const result = await storage.put(key, new Blob(["abc", "defg"]).stream(), { contentType: "application/pdf" });
    expect(result.size).toBe(7);
  });

  it("reports an existing blob as a conflict", async () => {
    mocked.put.mockRejectedValue(new Error("Vercel Blob: This blob already exists, use `allowOverwrite: true` if you want to overwrite it."));
    await expect(storage.put(key, Buffer.from("x"), { contentType: "application/pdf" })).rejects.toMatchObject({ status: 409 });
  });

  it("reads privately and maps a missing blob to null", async () => {
    const stream = new Blob(["data"]).stream();
    const headers = new Headers({ "content-length": "4" });
    mocked.get.mockResolvedValueOnce({ statusCode: 200, stream, headers, blob: { size: 4, contentType: "application/pdf" } } as unknown as Awaited<ReturnType<typeof get>>);
    expect(await storage.get(key)).toEqual({ key, size: 4, contentType: "application/pdf", stream });
    expect(mocked.get).toHaveBeenCalledWith(key, { access: "private", token: "vercel_blob_rw_store_secret" });
    mocked.get.mockResolvedValueOnce(null);
    expect(await storage.get(key)).toBeNull();
  });

  it("asks head() for the size when the read carries no Content-Length", async () => {
    const reply = { statusCode: 200, stream: new Blob(["data"]).stream(), headers: new Headers(), blob: { size: 0, contentType: "application/pdf" } };
    mocked.get.mockResolvedValueOnce(reply as unknown as Awaited<ReturnType<typeof get>>);
    mocked.head.mockResolvedValueOnce({ size: 4 } as Awaited<ReturnType<typeof head>>);
    expect((await storage.get(key))?.size).toBe(4);
  });

  it("answers exists from head() and deletes by key", async () => {
    mocked.head.mockResolvedValueOnce({} as Awaited<ReturnType<typeof head>>);
    expect(await storage.exists(key)).toBe(true);
    mocked.head.mockRejectedValueOnce(new BlobNotFoundError());
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key);
    expect(mocked.del).toHaveBeenCalledWith(key, { token: "vercel_blob_rw_store_secret" });
  });

  it("is the driver getStorage() picks when BLOB_READ_WRITE_TOKEN is set", async () => {
    process.env.BLOB_READ_WRITE_TOKEN = "vercel_blob_rw_from_env";
    try {
      mocked.head.mockResolvedValueOnce({} as Awaited<ReturnType<typeof head>>);
      await getStorage().exists(key);
      expect(mocked.head).toHaveBeenCalledWith(key, { token: "vercel_blob_rw_from_env" });
    } finally {
      delete process.env.BLOB_READ_WRITE_TOKEN;
    }
  });
});
