"use client";
import { AuthError } from "@/components/auth/auth-error";

export default function RegisterError({ reset }: { error: Error; reset: () => void }) {
  return <AuthError message="Registration failed" reset={reset} />;
}
