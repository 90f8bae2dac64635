"use client";
import { AuthError } from "@/components/auth/auth-error";

export default function LoginError({ reset }: { error: Error; reset: () => void }) {
  return <AuthError message="Login failed" reset={reset} />;
}
