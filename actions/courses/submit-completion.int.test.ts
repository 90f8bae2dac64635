// The completion form's server action checks the certificate exactly as the multipart route does (one
// reader, lib/courses/certificate-form.ts): by its first bytes and its size, before anything is stored;
// and a repeated submission (same idempotency key) is answered with the first result.
import { submitCompletionAction } from "@/actions/courses/submit-completion";
import { getDb } from "@/lib/db";
import { CERTIFICATE_TOO_LARGE_MESSAGE, CERTIFICATE_TYPE_MESSAGE, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { minimalPdf } from "@/lib/storage/test-files";
import { completionForm, makeAssignment, pdfCertificate, type FormFile } from "@/test/factories/courses";
import { createCast, sessionCookie, type TestUser } from "@/test/factories/users";

// Server actions read the cookie through next/headers; only the jar is faked, the session check is real.
let cookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookie ? { value: cookie } : undefined) }),
}));

let ivan: TestUser;
beforeAll(async () => {
  ({ external: ivan } = await createCast());
  cookie = (await sessionCookie(ivan)).split("=").slice(1).join("=");
});

async function formFor(file?: FormFile) {
  const a = await makeAssignment(ivan.id);
  const form = completionForm({ assignmentId: a.id, courseId: a.courseId, completionDate: "2026-03-04", submissionNotes: "Done" }, file).rawBody as FormData;
  return { a, form };
}
const completionsOf = async (assignmentId: string) => (await getDb()).courseCompletion.findMany({ where: { assignmentId } });

test("a PDF certificate is stored and the completion waits for review", async () => {
  const { a, form } = await formFor(pdfCertificate());
  const result = await submitCompletionAction(form);
  expect(result).toMatchObject({ ok: true, data: { status: "pending", submissionNotes: "Done", certificateUrl: expect.stringMatching(/^\/api\/course-completions\/.+\/certificate$/) } });
  expect(await completionsOf(a.id)).toHaveLength(1);
});

/** A PDF's first bytes, then padding past the limit. */
function oversizedPdf() {
  const bytes = new Uint8Array(MAX_UPLOAD_BYTES + 1);
  bytes.set(minimalPdf());
  return bytes;
}

test.each([
  ["a program named .pdf", { bytes: new TextEncoder().encode("MZ\x90\x00 not a pdf"), name: "cert.pdf", type: "application/pdf" }, 415, CERTIFICATE_TYPE_MESSAGE],
  ["a file over 10 MB", { bytes: oversizedPdf(), name: "big.pdf", type: "application/pdf" }, 413, CERTIFICATE_TOO_LARGE_MESSAGE],
])("%s is refused with the spec's text and nothing is saved", async (_name, file, status, error) => {
  const { a, form } = await formFor(file);
  expect(await submitCompletionAction(form)).toEqual({ ok: false, status, error });
  expect(await completionsOf(a.id)).toEqual([]);
});

test("a repeated submission (same idempotency key) answers the first result", async () => {
  const { a, form } = await formFor();
  const first = await submitCompletionAction(form, { idempotencyKey: "completion-once" });
  const again = await submitCompletionAction(form, { idempotencyKey: "completion-once" });
  expect(first.ok && again.ok && again.data.id === first.data.id).toBe(true);
  expect(await completionsOf(a.id)).toHaveLength(1);
});
