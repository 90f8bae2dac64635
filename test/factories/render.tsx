// Renders a component test's screen as a signed-in user of either kind.
import type { ReactElement } from "react";
import { AuthGate } from "@/components/auth/auth-gate";
import { renderWithProviders } from "@/lib/client/test-utils";
import { me } from "@/test/factories/signed-in";

export function renderAs(role: "employee" | "external", ui: ReactElement) {
  return renderWithProviders(<AuthGate me={me(role)}>{ui}</AuthGate>);
}
