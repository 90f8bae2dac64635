import { route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { getCertificateKey } from "@/lib/courses/completions";
import { fileResponse, parseStorageKey } from "@/lib/storage";

// Only the owner and staff: everyone else gets 404, as for the completion itself.
export const GET = route(courseEndpoints.certificate, async ({ user, params }) => {
  const key = await getCertificateKey(user, params.id);
  return fileResponse(key, { downloadName: parseStorageKey(key)?.fileName ?? "certificate", inline: true });
});
