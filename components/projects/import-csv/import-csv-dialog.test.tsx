/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ImportCsvDialog } from "@/components/projects/import-csv/import-csv-dialog";
import { MAX_CSV_BYTES } from "@/lib/projects/csv-file";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";
import { dismiss } from "@/components/ui/use-toast";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));

/** A stand-in XMLHttpRequest the test drives by hand: upload progress, then the server's answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onabort?: () => void;
  onerror?: () => void;
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  method = "";
  url = "";
  body: FormData | null = null;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  // The toast store outlives each test's render; start every test without an open toast.
  dismiss();
  FakeXhr.last = null;
  refresh.mockClear();
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

const csv = (name = "projects.csv", text = "Deployment Q,Stage\n") => new File([text], name, { type: name.endsWith(".csv") ? "text/csv" : "text/plain" });

function open() {
  const fetch = mockFetch(() => ({ body: [] }));
  const onOpenChange = jest.fn();
  renderWithProviders(<ImportCsvDialog open onOpenChange={onOpenChange} />);
  return { fetch, onOpenChange, input: screen.getByLabelText("CSV file") as HTMLInputElement };
}

test("lists the expected columns", () => {
  open();
  const dialog = screen.getByRole("dialog", { name: "Import CSV" });
  for (const column of ["Deployment Q", "Stage", "Client", "Address", "Purpose", "Type", "# of Chargers", "# of Spaces", "Project Cost", "ITC Tax Credit"]) {
    expect(dialog).toHaveTextContent(column);
  }
  expect(screen.getByRole("button", { name: "Import Data" })).toBeDisabled();
});

test("a dropped file that is not a CSV is refused with 'Invalid File Type' / 'Please select a CSV file'", async () => {
  open();
  fireEvent.drop(screen.getByTestId("csv-drop-zone"), { dataTransfer: { files: [csv("photo.png")] } });
  expect(await screen.findByText("Invalid File Type")).toBeInTheDocument();
  expect(screen.getByText("Please select a CSV file")).toBeInTheDocument();
  expect(screen.queryByTestId("csv-file-name")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Import Data" })).toBeDisabled();
});

test("a CSV over 10MB is refused with 'File Too Large' / 'File size must be less than 10MB'", async () => {
  const { input } = open();
  const big = csv();
  Object.defineProperty(big, "size", { value: MAX_CSV_BYTES + 1 });
  await userEvent.setup().upload(input, big);
  expect(await screen.findByText("File Too Large")).toBeInTheDocument();
  expect(screen.getByText("File size must be less than 10MB")).toBeInTheDocument();
  expect(screen.queryByTestId("csv-file-name")).not.toBeInTheDocument();
});

test("shows the file's name and size, the real upload progress, then imports and closes", async () => {
  const { fetch, onOpenChange, input } = open();
  const user = userEvent.setup();
  await user.upload(input, csv("pipeline.csv", "x".repeat(2048)));
  expect(screen.getByTestId("csv-file-name")).toHaveTextContent("pipeline.csv");
  expect(screen.getByText("2.0 KB")).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Import Data" }));
  const xhr = FakeXhr.last!;
  expect(xhr.method).toBe("POST");
  expect(xhr.url).toBe("/api/projects/import");
  expect((xhr.body!.get("csvFile") as File).name).toBe("pipeline.csv");
  act(() => xhr.progress(512, 2048));
  expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
  act(() => xhr.progress(2048, 2048));
  expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

  act(() => {
    xhr.upload.onload?.();
  });
  expect(screen.getByText(/Processing…/)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();

  act(() => xhr.respond(201, { imported: 3 }));
  expect(await screen.findByText("Import Successful")).toBeInTheDocument();
  expect(screen.getByText("Imported 3 projects successfully")).toBeInTheDocument();
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  // The page behind the dialog is read again on the server; the dialog itself reads nothing.
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(fetch).not.toHaveBeenCalled();
});

test("a refused import toasts 'Import Failed' with the server's text and lists the bad rows", async () => {
  const { onOpenChange, input } = open();
  const user = userEvent.setup();
  await user.upload(input, csv());
  await user.click(screen.getByRole("button", { name: "Import Data" }));
  const rows = ["Line 3 (stage): Stage must be one of Pipeline, Best Case, Committed, Contracted, Deployed", "Line 6: Required fields missing: client"];
  act(() => FakeXhr.last!.respond(400, { error: rows[0], fieldErrors: { rows } }));
  expect(await screen.findByText("Import Failed")).toBeInTheDocument();
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent(rows[0]);
  expect(alert).toHaveTextContent(rows[1]);
  expect(onOpenChange).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Import Data" })).toBeEnabled();
  // The toast keeps to the first lines of the server's text: the dialog lists every problem.
  const toastText = screen.getAllByText(rows[0]).find((el) => !alert.contains(el))!;
  expect(toastText).toHaveClass("line-clamp-3");
});

test("a failure without an error text toasts 'Import failed'", async () => {
  const { input } = open();
  const user = userEvent.setup();
  await user.upload(input, csv());
  await user.click(screen.getByRole("button", { name: "Import Data" }));
  act(() => FakeXhr.last!.respond(500, {}));
  expect(await screen.findByText("Import Failed")).toBeInTheDocument();
  expect(screen.getByText("Import failed")).toBeInTheDocument();
});

test("Cancel during the upload aborts it and closes the dialog", async () => {
  const { onOpenChange, input } = open();
  const user = userEvent.setup();
  await user.upload(input, csv());
  await user.click(screen.getByRole("button", { name: "Import Data" }));
  act(() => FakeXhr.last!.progress(10, 100));
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(FakeXhr.last!.aborted).toBe(true);
  expect(onOpenChange).toHaveBeenCalledWith(false);
  expect(screen.queryByText("Import Failed")).not.toBeInTheDocument();
});
