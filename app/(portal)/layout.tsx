import type { ReactNode } from "react";
import { requireUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { currentUserPayload } from "@/lib/users/presenter";
import { AuthGate } from "@/components/auth/auth-gate";
import { AppHeader } from "@/components/shell/app-header";
import { AppFooter } from "@/components/shell/app-footer";
import { bellNotifications } from "@/app/(portal)/_views/notification-bell";
import { myWorkBadge } from "@/lib/my-work/my-work";

/**
 * Every signed-in screen: the session is checked here, on the server, and the user handed to the client.
 * `dialog` is the side-menu dialog the URL opens over the page (`?open=<id>`, the @dialog slot).
 */
export default async function PortalLayout({ children, dialog }: { children: ReactNode; dialog: ReactNode }) {
  const user = await requireUser();
  const { companyName, logoPath, websiteUrl } = env.branding;
  const payload = currentUserPayload(user);
  const me = { ...payload, user: { ...payload.user, createdAt: user.createdAt.toISOString() } };
  // The bell's list (its count is in the HTML; the list sits in a closed popover) is read beside the page's
  // own reads and streams inside its own Suspense, so the page never waits for it. A failed read leaves the
  // page whole; the bell's poll tries again.
  const notifications = bellNotifications(user).catch((err: unknown) => {
    console.error("reading the bell's notifications failed:", err);
    return undefined;
  });
  // My work's count in the side menu (employees): one indexed statement (lib/my-work/waiting-sql.ts), read
  // and streamed like the bell's list; a failed read shows no badge.
  const waiting = myWorkBadge(user).catch((err: unknown) => {
    console.error("reading My work's count failed:", err);
    return undefined;
  });
  return (
    <AuthGate me={me}>
      <div className="flex min-h-dvh flex-col">
        <AppHeader companyName={companyName} logoPath={logoPath} notifications={notifications} waiting={waiting} />
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          {children}
        </main>
        <AppFooter companyName={companyName} websiteUrl={websiteUrl} />
      </div>
      {dialog}
    </AuthGate>
  );
}
