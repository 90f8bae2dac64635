import { Spinner } from "@/components/ui/skeleton";

export function CheckingAuth() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Checking authentication..." showLabel />
    </div>
  );
}
