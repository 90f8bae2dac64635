// Helpers for component tests (jsdom): a screen with its toasts, and fetch answers by URL.
import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { Toaster } from "@/components/ui/toaster";

/** A screen with the toast area (in the app loaded lazily; here at once), so a test reads the toasts it shows. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <>
      {ui}
      <Toaster />
    </>,
  );
}

export type FakeAnswer = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };

/** A Response-like object: the client code reads only ok, status, statusText, headers.get() and text(). */
export function fakeResponse({ status = 200, body, text, headers = {} }: FakeAnswer): Response {
  const raw = text ?? (body === undefined ? "" : JSON.stringify(body));
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: `Status ${status}`,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => raw,
  } as unknown as Response;
}

/** Installs a jest.fn() as global.fetch that answers each call with `answer(url, init)`. */
export function mockFetch(answer: (url: string, init?: RequestInit) => FakeAnswer) {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => fakeResponse(answer(String(input), init)));
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The JSON body of the n-th fetch call. */
export function sentBody(fn: jest.Mock, call = 0): unknown {
  const init = fn.mock.calls[call]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** Radix Select, Tabs and Switch use pointer capture, scrollIntoView and ResizeObserver, which jsdom lacks. */
export function polyfillRadix() {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
