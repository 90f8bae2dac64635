/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen } from "@testing-library/react";
import { AuthGate } from "@/components/auth/auth-gate";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";

test("shows 'Checking authentication...' until /api/auth/me answers, then the screen", async () => {
  const fetch = mockFetch(() => ({
    body: { user: { id: "u1", username: "staffer", role: "employee", status: "approved", createdAt: "2025-01-01T00:00:00Z" }, isEmployee: true },
  }));
  renderWithProviders(
    <AuthGate>
      <p>Portal content</p>
    </AuthGate>,
  );
  expect(screen.getByText("Checking authentication...")).toBeInTheDocument();
  expect(await screen.findByText("Portal content")).toBeInTheDocument();
  expect(fetch.mock.calls[0][0]).toBe("/api/auth/me");
});
