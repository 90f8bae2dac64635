/** @jest-environment jsdom */
// The security page's forms check with their actions' own schemas before anything is sent, send what the
// schema makes of the fields (a blank code is absent), and put the server's field messages under the field.
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/lib/client/test-utils";
import { TotpPanel } from "@/components/security/totp-panel";
import { SessionsPanel, type SessionRow } from "@/components/security/sessions-panel";
import { startTotpSetupAction } from "@/actions/security/start-totp-setup";
import { revokeOtherSessionsAction } from "@/actions/security/revoke-other-sessions";
import { revokeSessionAction } from "@/actions/security/revoke-session";

jest.mock("@/actions/security/start-totp-setup", () => ({ startTotpSetupAction: jest.fn() }));
jest.mock("@/actions/security/confirm-totp-setup", () => ({ confirmTotpSetupAction: jest.fn() }));
jest.mock("@/actions/security/disable-totp", () => ({ disableTotpAction: jest.fn() }));
jest.mock("@/actions/security/regenerate-recovery-codes", () => ({ regenerateRecoveryCodesAction: jest.fn() }));
jest.mock("@/actions/security/revoke-session", () => ({ revokeSessionAction: jest.fn() }));
jest.mock("@/actions/security/revoke-other-sessions", () => ({ revokeOtherSessionsAction: jest.fn() }));
const start = jest.mocked(startTotpSetupAction);
const revokeOthers = jest.mocked(revokeOtherSessionsAction);
const revoke = jest.mocked(revokeSessionAction);

beforeEach(() => jest.clearAllMocks());

const sessions: SessionRow[] = [
  { id: "s1", device: "Chrome on Linux", userAgent: null, ip: "10.0.0.1", startedAt: "2026-11-28T09:00:00Z", lastSeenAt: "2026-11-28T09:30:00Z", current: true },
  { id: "s2", device: "Safari on iPhone", userAgent: null, ip: "10.0.0.2", startedAt: "2026-11-27T09:00:00Z", lastSeenAt: "2026-11-27T10:00:00Z", current: false },
];

test("setting up codes asks for the password first, then sends it", async () => {
  start.mockResolvedValue({ ok: true, data: undefined as never });
  renderWithProviders(<TotpPanel totp="off" setup={null} recoveryCodesLeft={0} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Set up authenticator codes" }));
  expect(await screen.findByText("Enter your password")).toBeInTheDocument();
  expect(start).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText("Your password"), "s3cret-pass");
  await user.click(screen.getByRole("button", { name: "Set up authenticator codes" }));
  await waitFor(() => expect(start).toHaveBeenCalledWith({ password: "s3cret-pass" }, { idempotencyKey: expect.any(String) }));
});

test("a wrong password comes back under the password field", async () => {
  start.mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { password: ["That is not your password"] } });
  renderWithProviders(<TotpPanel totp="off" setup={null} recoveryCodesLeft={0} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Your password"), "wrong");
  await user.click(screen.getByRole("button", { name: "Set up authenticator codes" }));
  expect(await screen.findByText("That is not your password")).toBeInTheDocument();
  expect(screen.getByLabelText("Your password")).toHaveAttribute("aria-invalid", "true");
});

test("signing sessions out needs the password or a code; a blank code is not sent", async () => {
  revokeOthers.mockResolvedValue({ ok: true, data: { message: "Signed out 1 other session", revoked: 1 } });
  revoke.mockResolvedValue({ ok: true, data: { message: "Session signed out" } });
  renderWithProviders(<SessionsPanel sessions={sessions} allowCode />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Sign out all others" }));
  expect(await screen.findByText("Enter your password or a code from your authenticator app")).toBeInTheDocument();
  expect(revokeOthers).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText("or a code from your app"), "123456");
  await user.click(screen.getByRole("button", { name: "Sign out Safari on iPhone, 10.0.0.2" }));
  await waitFor(() => expect(revoke).toHaveBeenCalledWith({ sessionId: "s2", code: "123456" }, { idempotencyKey: expect.any(String) }));
  expect(await screen.findByText("Session signed out")).toBeInTheDocument();
});
