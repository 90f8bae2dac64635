/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";
import { NotificationBell } from "@/components/agreements/notifications/notification-bell";
import { markAllNotificationsReadAction } from "@/actions/agreements/mark-all-notifications-read";

jest.mock("@/actions/agreements/mark-all-notifications-read", () => ({ markAllNotificationsReadAction: jest.fn() }));
jest.mock("@/actions/agreements/mark-notification-read", () => ({ markNotificationReadAction: jest.fn() }));
const markAll = jest.mocked(markAllNotificationsReadAction);

const now = new Date().toISOString();
const list = (unread: number) => ({
  unreadCount: unread,
  notifications: [
    { id: "n1", kind: "thread.reply", message: "emma replied on Master Service Agreement", link: "/templates?template=t1", readAt: unread ? null : now, createdAt: now },
  ],
});

test("shows the unread count, lists notifications, and marks all read", async () => {
  let unread = 1;
  const fetchMock = mockFetch(() => ({ body: list(unread) }));
  markAll.mockImplementation(async () => {
    unread = 0;
    return { ok: true, data: { marked: 1 } };
  });
  renderWithProviders(<NotificationBell />);
  const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
  const user = userEvent.setup();
  await user.click(bell);
  const menu = await screen.findByRole("menu");
  const item = within(menu).getByRole("menuitem", { name: /emma replied/ });
  expect(item).toHaveAttribute("href", "/templates?template=t1");
  expect(item).toHaveTextContent("Just now");
  await user.click(within(menu).getByRole("menuitem", { name: "Mark all read" }));
  await waitFor(() => expect(markAll).toHaveBeenCalledWith({}, { idempotencyKey: expect.any(String) }));
  // The bell reads its list again afterwards: the count is gone.
  await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
  // The bell stays the menu's open trigger, its name without the count now.
  expect(await screen.findByRole("button", { name: "Notifications" })).toHaveAttribute("aria-expanded", "true");
});

test("the server's list seeds the bell: the count is there before any read", () => {
  const fetchMock = mockFetch(() => ({ body: list(1) }));
  renderWithProviders(<NotificationBell initial={list(2)} />);
  expect(screen.getByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a failed load shows the error text, not a status code", async () => {
  mockFetch(() => ({ status: 500, body: "<html>oops</html>" }));
  renderWithProviders(<NotificationBell />);
  await userEvent.setup().click(screen.getByRole("button", { name: "Notifications" }));
  expect(await screen.findByText("Failed to fetch notifications")).toBeInTheDocument();
});

test("the open menu holds menu items only, also when it is empty (axe: aria-required-children)", async () => {
  mockFetch(() => ({ body: { notifications: [], unreadCount: 0 } }));
  renderWithProviders(<NotificationBell />);
  await userEvent.setup().click(await screen.findByRole("button", { name: "Notifications" }));
  const menu = await screen.findByRole("menu");
  expect(await within(menu).findByRole("menuitem", { name: "No notifications yet." })).toHaveAttribute("aria-disabled", "true");
  expect(within(menu).getByRole("menuitem", { name: "Mark all read" })).toHaveAttribute("aria-disabled", "true");
  expect(within(menu).queryAllByRole("button")).toEqual([]);
});

test("opened from the keyboard, the menu focuses its first item, as Radix does", async () => {
  mockFetch(() => ({ body: list(1) }));
  renderWithProviders(<NotificationBell />);
  const user = userEvent.setup();
  await screen.findByRole("button", { name: "Notifications, 1 unread" });
  await user.tab();
  await user.keyboard("{Enter}");
  const menu = await screen.findByRole("menu");
  await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Mark all read" })).toHaveFocus());
  await user.keyboard("{ArrowDown}");
  expect(within(menu).getByRole("menuitem", { name: /emma replied/ })).toHaveFocus();
});

test("looks again every 30 seconds while the tab is visible, sends nothing while it is hidden, and reads on coming back", async () => {
  jest.useFakeTimers();
  let visibility: DocumentVisibilityState = "visible";
  const spy = jest.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  try {
    const fetchMock = mockFetch(() => ({ body: list(1) }));
    renderWithProviders(<NotificationBell initial={list(2)} />);
    await act(() => jest.advanceTimersByTimeAsync(29_000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/notifications");
    expect(screen.getByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();

    visibility = "hidden";
    fireEvent(document, new Event("visibilitychange"));
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Back to the tab: one read at once (focus and visibilitychange arrive together), then the 30-second rhythm.
    visibility = "visible";
    fireEvent(document, new Event("visibilitychange"));
    fireEvent(window, new Event("focus"));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  } finally {
    spy.mockRestore();
    jest.useRealTimers();
  }
});
