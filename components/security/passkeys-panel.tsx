"use client";
// Passkeys on the security page (issue 32 §1): the list (name, added, last used) with Rename and Remove,
// and "Add a passkey". Each opens the same dialog, which asks for the password (or a code) again; adding
// then hands over to the browser's own passkey prompt. The page re-renders from the server afterwards.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { format } from "date-fns";
import { apiRequest } from "@/lib/client/api";
import { createPasskey } from "@/lib/client/passkeys";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PasskeyDialog, type PasskeyDialogValues } from "@/components/security/passkey-dialog";

export type PasskeyRow = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

type Change = { kind: "add" } | { kind: "rename" | "remove"; passkey: PasskeyRow };

const when = (iso: string) => format(new Date(iso), "MM/dd/yyyy h:mm a");
const proofOf = ({ password, code }: PasskeyDialogValues) => ({ password, code });

export function PasskeysPanel({ passkeys, allowCode }: { passkeys: PasskeyRow[]; allowCode: boolean }) {
  const router = useRouter();
  const [change, setChange] = useState<Change | null>(null);
  const after = (message: string) => (router.refresh(), message);
  /** A change to the passkey the dialog was opened for. */
  const post = async (action: "rename" | "remove", body: object, message: string) => {
    if (change?.kind !== action) return "";
    await apiRequest("POST", `/api/profile/passkeys/${change.passkey.id}/${action}`, body);
    return after(message);
  };
  const dialogs = {
    add: {
      title: "Add a passkey",
      description: "Name it, confirm it is you, then follow your browser's prompt (fingerprint, face, screen lock or security key).",
      submitLabel: "Continue",
      busyLabel: "Waiting for the passkey...",
      failure: "Could not add the passkey",
      // The dialog asks for a name here, and its schema requires one.
      submit: async ({ name = "", ...proof }: PasskeyDialogValues) => (await createPasskey(name, proofOf(proof)), after(`Passkey “${name}” added`)),
    },
    rename: {
      title: "Rename the passkey",
      description: "A name that says where this passkey lives.",
      submitLabel: "Rename",
      busyLabel: "Renaming...",
      failure: "Could not rename the passkey",
      submit: (v: PasskeyDialogValues) => post("rename", { name: v.name, ...proofOf(v) }, "Passkey renamed"),
    },
    remove: {
      title: "Remove the passkey",
      description: "It will no longer sign in to this account. Delete it from the device or password manager too.",
      submitLabel: "Remove",
      busyLabel: "Removing...",
      failure: "Could not remove the passkey",
      submit: (v: PasskeyDialogValues) => post("remove", proofOf(v), "Passkey removed"),
    },
  } as const;
  const open = change ? dialogs[change.kind] : null;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Passkeys</CardTitle>
          <Badge variant={passkeys.length > 0 ? "default" : "secondary"}>{passkeys.length > 0 ? "On" : "Off"}</Badge>
        </div>
        <CardDescription>
          Sign in with your fingerprint, face or screen lock instead of a password, or after it as the second step. A passkey stays on your device or in your password manager.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {passkeys.length > 0 && (
          <ul className="grid divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Your passkeys">
            {passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="passkey-row">
                <div className="grid gap-0.5 text-sm">
                  <p className="font-medium text-slate-900">{p.name}</p>
                  <p className="text-slate-600">
                    added <time dateTime={p.createdAt}>{when(p.createdAt)}</time> · {p.lastUsedAt ? <>last used <time dateTime={p.lastUsedAt}>{when(p.lastUsedAt)}</time></> : "not used yet"}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button type="button" size="sm" variant="outline" onClick={() => setChange({ kind: "rename", passkey: p })} aria-label={`Rename ${p.name}`}>
                    Rename
                  </Button>
                  <Button type="button" size="sm" variant="outline" onClick={() => setChange({ kind: "remove", passkey: p })} aria-label={`Remove ${p.name}`}>
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button type="button" onClick={() => setChange({ kind: "add" })}>
            Add a passkey
          </Button>
        </div>
        {change && open && (
          <PasskeyDialog
            key={change.kind === "add" ? "add" : `${change.kind}-${change.passkey.id}`}
            {...open}
            name={change.kind === "add" ? "" : change.kind === "rename" ? change.passkey.name : undefined}
            destructive={change.kind === "remove"}
            allowCode={allowCode}
            open
            onOpenChange={(next) => !next && setChange(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}
