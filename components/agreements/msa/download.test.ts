import { fileNameFrom } from "@/components/agreements/msa/download";
import { fileStem } from "@/lib/agreements/msa/file-stem";

test("the server's file name, RFC 6266 filename* first, else the fallback", () => {
  expect(fileNameFrom('attachment; filename="MSA-ivan-2026-11-23.pdf"', "x.pdf")).toBe("MSA-ivan-2026-11-23.pdf");
  expect(fileNameFrom("attachment; filename=MSA.docx", "x.docx")).toBe("MSA.docx");
  expect(fileNameFrom(`attachment; filename="MSA.pdf"; filename*=UTF-8''MSA-J%C3%B6rg.pdf`, "x.pdf")).toBe("MSA-Jörg.pdf");
  expect(fileNameFrom("attachment", "x.pdf")).toBe("x.pdf");
  expect(fileNameFrom(null, "x.pdf")).toBe("x.pdf");
});

test("the fallback stem names the investor and the finalization day", () => {
  expect(fileStem("ivan", "2026-11-23T10:00:00Z")).toBe("MSA-ivan-2026-11-23");
});
