"use server";
// Step 2 of spec 2 §4's upload flow: a signed address for the bytes. The PUT itself stays an XHR to that
// address (real progress, 30 s time-out); nothing on the page changes until the record is saved.
import { action } from "@/lib/action";
import { uploadRequestSchema } from "@/lib/deal-room/schemas";
import { requestUpload } from "@/lib/deal-room/service";

export const requestDocumentUploadAction = action({ permission: "signed-in", input: uploadRequestSchema, refresh: false }, ({ user, input }) => requestUpload(user, input));
