// The List-Unsubscribe address of every notification mail (RFC 8058). POST with `List-Unsubscribe=One-Click`
// is the mail client's one click; a GET (a person, or a mail scanner following links) changes nothing and
// goes to the page whose button asks first.
import { NextResponse } from "next/server";
import { route } from "@/lib/route";
import { badRequest } from "@/lib/errors";
import { env } from "@/lib/env";
import { notificationMailEndpoints } from "@/lib/api/registry/notification-mail";
import { unsubscribe } from "@/lib/notification-mail/unsubscribe";
import { UNSUBSCRIBE_PAGE_PATH } from "@/lib/notification-mail/paths";

export const POST = route(notificationMailEndpoints.oneClickUnsubscribe, async ({ req, query }) => {
  // Form-encoded or multipart, as RFC 8058 allows; anything else is not a one-click request.
  const form = await req.formData().catch(() => null);
  if (form?.get("List-Unsubscribe") !== "One-Click") throw badRequest("The body must be List-Unsubscribe=One-Click");
  return unsubscribe(query.token);
});

export const GET = route(notificationMailEndpoints.unsubscribePage, async ({ query }) => {
  const page = new URL(UNSUBSCRIBE_PAGE_PATH, env.appUrl);
  page.searchParams.set("token", query.token);
  return NextResponse.redirect(page, 303);
});
