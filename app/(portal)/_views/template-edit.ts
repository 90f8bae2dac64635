import "server-only";
// The template editor's text on the management page (`?edit=<id>`; `?edit=new` is Create Template): read on
// the server through the same service (and its checks) as GET /api/templates/{id}.
import { templateSchema } from "@/lib/api/registry/agreements";
import { AppError } from "@/lib/errors";
import { asWire } from "@/lib/wire";
import { getTemplate } from "@/lib/agreements/templates/queries";
import type { SessionUser } from "@/lib/session";
import type { TemplateEdit } from "@/components/agreements/types";

export async function readTemplateEdit(user: SessionUser, id: string | undefined): Promise<TemplateEdit | null> {
  if (!id) return null;
  if (id === "new") return { id };
  try {
    return { id, template: asWire(templateSchema, await getTemplate(user, id)) };
  } catch (err) {
    // A template that is gone (or an id that never was): the editor says so instead of the whole page failing.
    if (err instanceof AppError && err.code === "NOT_FOUND") return { id, error: err.message };
    throw err;
  }
}
