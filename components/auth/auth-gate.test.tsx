/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen } from "@testing-library/react";
import { AuthGate } from "@/components/auth/auth-gate";
import { useAuth } from "@/lib/client/use-auth";
import { mockFetch } from "@/lib/client/test-utils";

const ME = { user: { id: "u1", username: "staffer", role: "employee" as const, status: "approved" as const, createdAt: "2025-01-01T00:00:00Z" }, isEmployee: true };

function Name() {
  return <p>{useAuth().user?.username}</p>;
}

test("the screen paints at once with the user the server checked, without reading /api/auth/me", () => {
  const fetch = mockFetch(() => ({ body: ME }));
  render(
    <AuthGate me={ME}>
      <Name />
    </AuthGate>,
  );
  expect(screen.getByText("staffer")).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
});

test("when the window regains focus it asks whether the session still holds", async () => {
  const fetch = mockFetch(() => ({ body: ME }));
  render(
    <AuthGate me={ME}>
      <Name />
    </AuthGate>,
  );
  await act(async () => {
    window.dispatchEvent(new Event("focus"));
  });
  expect(fetch.mock.calls[0][0]).toBe("/api/auth/me");
});
