import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { getSecurityOverview } from "@/lib/security/queries";
import { SECURITY_PATH } from "@/lib/security/paths";
import { LoginScreen } from "@/components/auth/login-screen";
import { TotpPanel } from "@/components/security/totp-panel";
import { EnrolSignOut } from "@/components/security/enrol-sign-out";
import { buttonVariants } from "@/components/ui/button-variants";

export const metadata: Metadata = { title: "Set up a second factor" };

// Issue 32 §3: where an account the switch "Require a second factor" covers lands after its password
// while it has none (requireUser sends every page here; every route and action but these answers 403).
// Outside the portal's layout, which would send it here again. Once codes are on, the same panel shows the
// recovery codes (its state survives the refresh) and the way on.
export default async function EnrolSecondFactorPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  const { totp, setup, recoveryCodesLeft } = await getSecurityOverview(user);
  // Not held back and no codes just turned on here: the Security page is the place to manage them.
  if (!user.mustEnrol && totp !== "on") redirect(SECURITY_PATH);
  const { companyName, websiteUrl, logoPath } = env.branding;
  return (
    <LoginScreen branding={{ companyName, websiteUrl, logoPath }} title="Set up a second factor" subtitle={`${companyName} requires a second factor for your account.`}>
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">
          {user.mustEnrol
            ? "Before anything else, turn on authenticator codes: from now on you sign in with your password and a code from an app on your phone."
            : "Your second factor is on. Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone."}
        </p>
        <TotpPanel totp={totp} setup={setup} recoveryCodesLeft={recoveryCodesLeft} />
        {user.mustEnrol ? (
          <EnrolSignOut />
        ) : (
          <Link href="/dashboard" className={buttonVariants()}>
            Continue to the portal
          </Link>
        )}
      </div>
    </LoginScreen>
  );
}
