/** @jest-environment jsdom */
import { uploadEvidence } from "@/components/requirements/hours/upload-evidence";
import { requestEvidenceUploadAction } from "@/actions/requirements/request-evidence-upload";

jest.mock("@/actions/requirements/request-evidence-upload", () => ({ requestEvidenceUploadAction: jest.fn() }));
const requestUpload = jest.mocked(requestEvidenceUploadAction);

/** An XMLHttpRequest that sends its body in two halves and answers with `answer`. */
function fakeXhr(answer: { status: number; body: string }) {
  const sent: { url?: string; body?: unknown } = {};
  class FakeXhr {
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    status = 0;
    statusText = "";
    responseText = "";
    timeout = 0;
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader() {}
    send(body: unknown) {
      sent.body = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    }
  }
  Object.defineProperty(window, "XMLHttpRequest", { value: FakeXhr, configurable: true });
  return sent;
}

const pdf = () => new File(["%PDF-1.4"], "minutes.pdf", { type: "application/pdf" });

beforeEach(() => requestUpload.mockResolvedValue({ ok: true, data: { uploadUrl: "/api/uploads/t", filePath: "evidence/u/x.pdf", expiresAt: "2026-11-27T00:00:00.000Z" } }));

it("PUTs the file with real progress and answers its path", async () => {
  const sent = fakeXhr({ status: 201, body: "{}" });
  const progress: number[] = [];
  const file = pdf();
  expect(await uploadEvidence(file, (f) => progress.push(f))).toEqual({ ok: true, filePath: "evidence/u/x.pdf" });
  expect(sent).toEqual({ url: "/api/uploads/t", body: file });
  expect(progress).toEqual([0.5, 1]);
});

it("titles a refused PUT 'Upload Failed' and says what is wrong with the file", async () => {
  fakeXhr({ status: 415, body: JSON.stringify({ error: "The file's content is not a PDF" }) });
  expect(await uploadEvidence(pdf())).toEqual({ ok: false, status: 0, title: "Upload Failed", error: "Failed to upload file to cloud storage: 415 The file's content is not a PDF" });
});

it("titles a refused upload address 'Upload Failed' too, with the server's reason", async () => {
  requestUpload.mockResolvedValue({ ok: false, status: 429, error: "Too many uploads waiting" });
  expect(await uploadEvidence(pdf())).toMatchObject({ ok: false, title: "Upload Failed", error: "Too many uploads waiting" });
});
