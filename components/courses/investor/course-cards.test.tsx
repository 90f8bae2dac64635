/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MaterialCard } from "@/components/courses/investor/material-card";
import { MyCoursesView } from "@/components/courses/investor/my-courses-view";
import { renderWithProviders } from "@/lib/client/test-utils";
import type { CompletionView, CourseView, MyCourse } from "@/lib/courses/types";

jest.mock("@/actions/courses/submit-completion", () => ({ submitCompletionAction: jest.fn() }));

const course: CourseView = {
  id: "c1",
  title: "Grid basics",
  description: null,
  category: "technical",
  creditHours: "3.00",
  content: null,
  resourcesUrl: null,
  videoUrl: null,
  isActive: true,
  createdBy: "e1",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const completion = (over: Partial<CompletionView>): CompletionView => ({
  id: "k1",
  assignmentId: "a1",
  userId: "u1",
  courseId: "c1",
  completionDate: "2026-03-04",
  submissionNotes: null,
  certificateUrl: null,
  status: "pending",
  approvedBy: null,
  approvedAt: null,
  rejectionReason: null,
  creditHours: null,
  createdAt: "2026-03-05T00:00:00.000Z",
  updatedAt: "2026-03-05T00:00:00.000Z",
  ...over,
});
const assignment = (over: Partial<MyCourse> = {}): MyCourse => ({
  id: "a1",
  courseId: "c1",
  userId: "u1",
  assignedBy: "e1",
  dueDate: null,
  status: "in_progress",
  notes: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  course,
  user: { id: "u1", username: "ivan" },
  completion: null,
  ...over,
});

const header = () => within(screen.getByRole("heading", { name: "Grid basics" }).parentElement!);

test("an opened course with nothing handed in: one status, 'In Progress', and the sentence says the same (not 'Not started')", () => {
  renderWithProviders(<MaterialCard assignment={assignment()} />);
  expect(header().getByText("In Progress")).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("In progress: submit your completion when you have finished the course.");
  expect(screen.queryByText(/Not started/i)).not.toBeInTheDocument();
});

test("a course not opened yet says Not Started in its badge and its sentence", () => {
  renderWithProviders(<MaterialCard assignment={assignment({ status: "assigned" })} />);
  expect(header().getByText("Not Started")).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent(/^Not started:/);
  expect(screen.queryByText("Assigned")).not.toBeInTheDocument();
});

test("a handed-in completion is the card's one status: Pending Review, not the assignment's In Progress too", () => {
  renderWithProviders(<MaterialCard assignment={assignment({ completion: completion({ status: "pending" }) })} />);
  expect(header().getByText("Pending Review")).toBeInTheDocument();
  expect(screen.queryByText("In Progress")).not.toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("Your completion has been submitted for review.");
});

test("a completed course shows the credit hours its approval fixed, not the course's current ones", () => {
  renderWithProviders(<MaterialCard assignment={assignment({ status: "completed", completion: completion({ status: "approved", creditHours: "2.50", approvedAt: "2026-03-06T00:00:00.000Z" }) })} />);
  expect(screen.getByText(/2\.5 credit hours/)).toBeInTheDocument();
  expect(screen.queryByText(/\b3 credit hours/)).not.toBeInTheDocument();
  expect(header().getByText("Completed")).toBeInTheDocument();
});

test("a course not yet approved shows the course's credit hours", () => {
  renderWithProviders(<MaterialCard assignment={assignment()} />);
  expect(screen.getByText(/\b3 credit hours/)).toBeInTheDocument();
});

test("My Assignments: each card has one status badge (the completion's when there is one)", () => {
  const list = [
    assignment({ id: "a1", completion: completion({ status: "pending" }) }),
    assignment({ id: "a2", courseId: "c2", course: { ...course, id: "c2", title: "Tax credits" }, status: "overdue" }),
  ];
  renderWithProviders(<MyCoursesView assignments={list} completions={[]} />);
  const cards = within(screen.getByRole("tabpanel")).getAllByRole("listitem");
  expect(within(cards[0]).getByText("Pending Review")).toBeInTheDocument();
  expect(within(cards[0]).queryByText("In Progress")).not.toBeInTheDocument();
  expect(within(cards[0]).queryByText("Pending")).not.toBeInTheDocument();
  expect(within(cards[1]).getByText("Overdue")).toBeInTheDocument();
});

test("Completed: each submitted completion is a row with its date, status and certificate (a card on a phone)", async () => {
  const done = { ...completion({ id: "k9", status: "rejected", certificateUrl: "/api/uploads/cert.pdf" }), course, user: { id: "u1", username: "ivan" } };
  renderWithProviders(<MyCoursesView assignments={[]} completions={[done]} />);
  await userEvent.setup().click(screen.getByRole("tab", { name: "Completed" }));
  const row = within(screen.getByRole("table", { name: "Completed courses" })).getAllByRole("row")[1];
  expect(row).toHaveTextContent("Grid basics");
  expect(within(row).getByText("Rejected")).toBeInTheDocument();
  expect(within(row).getByRole("link", { name: "View Certificate for Grid basics" })).toHaveAttribute("href", "/api/uploads/cert.pdf");
  // The same row is the phone's card: the course its heading, the certificate at its foot.
  expect(within(row).getByText("Grid basics").closest("td")).toHaveAttribute("data-card", "title");
  expect(within(row).getByRole("link", { name: "View Certificate for Grid basics" }).closest("td")).toHaveAttribute("data-card", "actions");
});
