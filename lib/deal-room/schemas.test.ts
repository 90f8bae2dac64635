import { fileProblem, isGoogleDocUrl, reviewDocumentSchema, saveDocumentSchema, uploadRequestSchema } from "@/lib/deal-room/schemas";

describe("deal-room schemas", () => {
  it.each([
    ["https://docs.google.com/document/d/abc/edit", true],
    ["https://drive.google.com/file/d/abc/view", true],
    ["  https://docs.google.com/spreadsheets/d/x  ", true],
    ["http://docs.google.com/document/d/abc", false],
    ["https://google.com/document", false],
    ["https://docs.google.com.evil.example/x", false],
    ["https://user:pw@docs.google.com/x", false],
    ["https://docs.google.com:8443/x", false],
    ["", false],
    ["not a url", false],
  ])("%j is a Google Doc URL: %s", (url, ok) => {
    expect(isGoogleDocUrl(url)).toBe(ok);
  });

  it("checks a picked file before anything is sent, size first", () => {
    expect(fileProblem({ name: "a.PDF", size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ name: "a.pdf", size: 10 * 1024 * 1024 + 1 })).toEqual({ title: "File Too Large", message: "File size must be less than 10MB" });
    expect(fileProblem({ name: "a.exe", size: 1 })).toEqual({ title: "Invalid File Type", message: "Please select a file with one of these extensions: .pdf, .doc, .docx, .png, .jpg, .jpeg, .zip" });
  });

  it("reads POST /api/documents as a link or a file, with the field's own message", () => {
    expect(saveDocumentSchema.parse({ documentType: "pictures", userId: "u", googleDocUrl: "https://docs.google.com/d/x" })).toMatchObject({ kind: "link" });
    expect(saveDocumentSchema.parse({ documentType: "pictures", userId: "u", filePath: "p", filename: "a.pdf", fileSize: 3 })).toMatchObject({ kind: "file", fileSize: 3 });
    const bad = saveDocumentSchema.safeParse({ documentType: "pictures", userId: "u", googleDocUrl: " " });
    expect(bad.success || bad.error.issues[0]).toMatchObject({ message: "Please enter a valid Google Doc URL", path: ["googleDocUrl"] });
    expect(saveDocumentSchema.safeParse({ documentType: "passport", userId: "u", googleDocUrl: "https://docs.google.com/d" }).success).toBe(false);
    expect(saveDocumentSchema.safeParse(null).success).toBe(false);
  });

  it("needs whole, positive sizes for upload requests", () => {
    const base = { documentType: "pictures", userId: "u", fileName: "a.pdf" };
    expect(uploadRequestSchema.safeParse({ ...base, fileSize: 1.5 }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ ...base, fileSize: 0 }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ ...base, fileSize: "12" }).success).toBe(false);
  });

  it("needs a reason to reject, not to accept", () => {
    expect(reviewDocumentSchema.safeParse({ decision: "accepted" }).success).toBe(true);
    expect(reviewDocumentSchema.safeParse({ decision: "rejected", reason: " " }).success).toBe(false);
    expect(reviewDocumentSchema.safeParse({ decision: "rejected", reason: "Blurry" }).success).toBe(true);
  });
});
