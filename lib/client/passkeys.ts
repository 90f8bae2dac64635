// The browser side of the passkey ceremonies: options from the server, the browser's own prompt
// (@simplewebauthn/browser), the answer back. A failure becomes an Error whose message a screen shows as-is.
import type { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type * as z from "zod/mini";
import { apiRequest, ApiError } from "@/lib/client/api";
import type { assertionSchema } from "@/lib/passkeys/schemas";

/** The answer as the routes' schema reads it (the library types its extension results without an index signature). */
export type PasskeyAnswer = z.input<typeof assertionSchema>;

// The library loads when a ceremony starts, so the login page, the sign dialog and the security page do not
// carry it for the many who never use a passkey (the options' fetch is a wait at that point anyway).
const webauthn = () => import("@simplewebauthn/browser");

/** Words for what the browser refused, by the DOMException's name; the server's own text wins otherwise. */
function explain(err: unknown): Error {
  if (err instanceof ApiError) return err;
  const name = err instanceof Error ? err.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return new Error("No passkey was used: the prompt was closed or timed out.");
  if (name === "InvalidStateError") return new Error("This device already holds a passkey for your account.");
  if (name === "SecurityError") return new Error("This browser refused passkeys for this address.");
  return new Error("This browser could not use a passkey. Try again, or use another way.");
}

/** Adds a passkey named `name`: the password (or a code) first, then the browser makes the credential. */
export async function createPasskey(name: string, proof: { password?: string; code?: string }): Promise<void> {
  try {
    const optionsJSON = await apiRequest<Parameters<typeof startRegistration>[0]["optionsJSON"]>("POST", "/api/profile/passkeys/registration-options", proof);
    const response = await (await webauthn()).startRegistration({ optionsJSON });
    await apiRequest("POST", "/api/profile/passkeys", { name, response });
  } catch (err) {
    throw explain(err);
  }
}

/** A passkey's answer to the options `optionsUrl` hands out (second step, sign-in alone, or a step-up). */
export async function answerWithPasskey(optionsUrl: string): Promise<PasskeyAnswer> {
  try {
    const optionsJSON = await apiRequest<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("POST", optionsUrl);
    return (await (await webauthn()).startAuthentication({ optionsJSON })) as PasskeyAnswer;
  } catch (err) {
    throw explain(err);
  }
}

/** Sends a passkey's answer to a sign-in route; the session cookie comes back with the response. */
export async function signInWith(optionsUrl: string, verifyUrl: string, wrap: (response: PasskeyAnswer) => unknown): Promise<void> {
  const response = await answerWithPasskey(optionsUrl);
  try {
    await apiRequest("POST", verifyUrl, wrap(response));
  } catch (err) {
    throw explain(err);
  }
}
