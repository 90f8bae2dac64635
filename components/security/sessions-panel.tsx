"use client";
// The account's own sessions (issue 32 §1): device, address, started, last seen; "Sign out" for each and
// "Sign out all others", each confirmed with the password (or a code). A list, not a table: it reads the
// same at 375 px.
import { format } from "date-fns";
import type { ActionFailure } from "@/lib/action";
import { revokeSessionAction } from "@/actions/security/revoke-session";
import { revokeOtherSessionsAction } from "@/actions/security/revoke-other-sessions";
import { useAction } from "@/components/ui/use-action";
import { toast } from "@/components/ui/use-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useReauthForm } from "@/components/security/reauth-fields";

export type SessionRow = { id: string; device: string; userAgent: string | null; ip: string | null; startedAt: string; lastSeenAt: string; current: boolean };

const when = (iso: string) => format(new Date(iso), "MM/dd/yyyy h:mm a");

export function SessionsPanel({ sessions, allowCode }: { sessions: SessionRow[]; allowCode: boolean }) {
  const { form, fields, showFieldErrors } = useReauthForm();
  const onFailure = (r: ActionFailure) => showFieldErrors(r.fieldErrors);
  const done = (data: { message: string }) => {
    form.reset();
    toast({ title: data.message });
  };
  const revoke = useAction(revokeSessionAction, { failure: "Could not sign the session out", onSuccess: done, onFailure });
  const revokeOthers = useAction(revokeOtherSessionsAction, { failure: "Could not sign out the other sessions", onSuccess: done, onFailure });
  const busy = revoke.busy || revokeOthers.busy;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>Where your account is signed in. Sign out anything you do not recognise, then change your password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Your sessions">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="session-row">
              <div className="grid gap-0.5 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span title={s.userAgent ?? undefined}>{s.device}</span>
                  {s.current && <Badge>This session</Badge>}
                </p>
                <p className="text-slate-600">
                  {s.ip ?? "Unknown address"} · started <time dateTime={s.startedAt}>{when(s.startedAt)}</time> · last seen <time dateTime={s.lastSeenAt}>{when(s.lastSeenAt)}</time>
                </p>
              </div>
              {!s.current && (
                <Button type="button" size="sm" variant="outline" disabled={busy} onClick={form.handleSubmit((proof) => revoke.run({ sessionId: s.id, ...proof }))} aria-label={`Sign out ${s.device}, ${s.ip ?? "unknown address"}`}>
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
        <form method="post" className="grid gap-3" aria-label="Confirm session changes" noValidate onSubmit={form.handleSubmit((proof) => revokeOthers.run(proof))}>
          <p className="text-sm text-slate-700">Confirm it is you before signing a session out:</p>
          {fields("sessions", allowCode)}
          <div>
            <Button type="submit" variant="destructive" disabled={busy || others === 0}>
              Sign out all others
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
