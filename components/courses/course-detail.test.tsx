/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CourseDetail, CourseNotFound } from "@/components/courses/course-detail";
import { submitCompletionAction } from "@/actions/courses/submit-completion";
import { localToday } from "@/lib/validation/dates";
import { renderWithProviders } from "@/lib/client/test-utils";
import type { CourseView, MyCourse } from "@/lib/courses/types";

// The server action is replaced: these tests check what the screen sends and how it shows the answer.
jest.mock("@/actions/courses/submit-completion", () => ({ submitCompletionAction: jest.fn() }));
const submitMock = submitCompletionAction as jest.MockedFunction<typeof submitCompletionAction>;
beforeEach(() => submitMock.mockReset());

const course: CourseView = {
  id: "c1",
  title: "Grid basics",
  description: "How chargers meet the grid",
  category: "technical",
  creditHours: "2.50",
  content: "Line one\n<script>alert(1)</script>",
  resourcesUrl: null,
  videoUrl: "https://vimeo.com/76979871",
  isActive: true,
  createdBy: "e1",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const assignment = (over: Partial<MyCourse> = {}, courseOver: Partial<CourseView> = {}): MyCourse => ({
  id: "a1",
  courseId: "c1",
  userId: "u1",
  assignedBy: "e1",
  dueDate: null,
  status: "in_progress",
  notes: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  course: { ...course, ...courseOver },
  user: { id: "u1", username: "ivan" },
  completion: null,
  ...over,
});

test("an investor's course: Vimeo player, content as text with its line breaks, Submit in header and sidebar", async () => {
  const mine = assignment();
  renderWithProviders(<CourseDetail course={mine.course} mine={mine} />);
  expect(screen.getByRole("heading", { name: "Grid basics" })).toBeInTheDocument();
  expect(screen.getByTitle("Video: Grid basics")).toHaveAttribute("src", "https://player.vimeo.com/video/76979871?dnt=1");
  expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  expect(document.querySelector("script")).toBeNull();
  expect(screen.getAllByRole("button", { name: "Submit Completion" })).toHaveLength(2);
  expect(screen.getByRole("link", { name: "Back to Course Materials" })).toHaveAttribute("href", "/course-materials");
});

test.each([
  [null, "Video Content Coming Soon"],
  ["https://example.com/movie.mp4", "Invalid video URL"],
])("video %s shows %s; no content shows its empty text", async (videoUrl, text) => {
  const mine = assignment({}, { videoUrl, content: null });
  renderWithProviders(<CourseDetail course={mine.course} mine={mine} />);
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getByText("No course materials available yet.")).toBeInTheDocument();
});

test("a course the caller may not see is 'Course Not Found'; staff go back to /courses", async () => {
  renderWithProviders(<CourseNotFound staff />);
  expect(screen.getByText("Course Not Found")).toBeInTheDocument();
  expect(screen.getByText("The course you're looking for doesn't exist or you don't have access to it.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to Courses" })).toHaveAttribute("href", "/courses");
});

test("under review: no submit buttons, a disabled 'Under Review'", async () => {
  const completion = { id: "x", assignmentId: "a1", userId: "u1", courseId: "c1", completionDate: "2026-01-02", submissionNotes: null, certificateUrl: null, status: "pending" as const, approvedBy: null, approvedAt: null, rejectionReason: null, creditHours: null, createdAt: "", updatedAt: "" };
  const mine = assignment({ completion });
  renderWithProviders(<CourseDetail course={mine.course} mine={mine} />);
  expect(screen.getByRole("button", { name: "Under Review" })).toBeDisabled();
  expect(screen.queryByRole("button", { name: "Submit Completion" })).not.toBeInTheDocument();
});

const renderInvestorCourse = () => {
  const mine = assignment();
  renderWithProviders(<CourseDetail course={mine.course} mine={mine} />);
};

test("the completion form defaults to today, refuses a wrong file type with the spec's text, and sends the form with its file", async () => {
  submitMock.mockResolvedValue({ ok: true, data: {} as never });
  renderInvestorCourse();
  const user = userEvent.setup({ applyAccept: false });
  await user.click((await screen.findAllByRole("button", { name: "Submit Completion" }))[0]);
  const dialog = await screen.findByRole("dialog", { name: "Submit Completion" });
  expect(within(dialog).getByLabelText("Completion Date")).toHaveValue(localToday());
  const input = within(dialog).getByLabelText("Certificate (optional)");
  await user.upload(input, new File(["MZ"], "setup.exe", { type: "application/x-msdownload" }));
  expect(within(dialog).getByText("Invalid file type: Please upload an image (JPEG, PNG, GIF, WebP) or PDF file")).toBeInTheDocument();
  expect(within(dialog).getByRole("button", { name: "Submit Completion" })).toBeDisabled();
  await user.upload(input, new File(["%PDF-1.4"], "cert.pdf", { type: "application/pdf" }));
  await user.click(within(dialog).getByRole("button", { name: "Submit Completion" }));
  await waitFor(() => expect(screen.getByText("Course completion submitted for review")).toBeInTheDocument());
  expect(submitMock).toHaveBeenCalledTimes(1);
  const [body, options] = submitMock.mock.calls[0];
  expect(options?.idempotencyKey).toEqual(expect.any(String));
  expect(body.get("assignmentId")).toBe("a1");
  expect(body.get("completionDate")).toBe(localToday());
  expect((body.get("certificate") as File).name).toBe("cert.pdf");
});

test("a refused submission shows the server's error under 'Error'", async () => {
  submitMock.mockResolvedValue({ ok: false, status: 409, error: "A completion for this course is already under review" });
  renderInvestorCourse();
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole("button", { name: "Submit Completion" }))[0]);
  const dialog = await screen.findByRole("dialog", { name: "Submit Completion" });
  await user.click(within(dialog).getByRole("button", { name: "Submit Completion" }));
  expect(await screen.findByText("A completion for this course is already under review")).toBeInTheDocument();
  expect(screen.getByText("Error")).toBeInTheDocument();
});

test("a call that fails without an answer (a proxy's error page) shows the spec's default, never the status or the body", async () => {
  submitMock.mockRejectedValue(new Error("502 <html>Bad gateway</html>"));
  renderInvestorCourse();
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole("button", { name: "Submit Completion" }))[0]);
  await user.click(within(await screen.findByRole("dialog", { name: "Submit Completion" })).getByRole("button", { name: "Submit Completion" }));
  expect(await screen.findByText("Failed to submit completion")).toBeInTheDocument();
  expect(screen.queryByText(/Bad gateway|502/)).not.toBeInTheDocument();
});
