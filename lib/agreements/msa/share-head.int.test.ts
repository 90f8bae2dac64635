// Issue 19 §4: a HEAD of a share link (the page or its API, a link checker's or a chat preview's probe)
// reads the link without counting a view or a download; a GET still counts.
import { POST as createShare, GET as listShares } from "@/app/api/templates/msa/[id]/share/route";
import { GET as shared } from "@/app/api/shared/msa/[token]/route";
import { GET as sharedDownload } from "@/app/api/shared/msa/[token]/download/route";
import SharedMsaPage from "@/app/shared/msa/[token]/page";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeMsa } from "@/test/factories/agreements";

// The page reads its request through next/headers; here, the headers the middleware would forward.
const forwarded = { current: new Headers() };
jest.mock("next/headers", () => ({ headers: async () => forwarded.current }));

let investor: TestUser;
let msaId: string;
beforeAll(async () => {
  investor = await createUser("head.investor");
  msaId = (await makeMsa(investor.id)).id;
});

async function newLink(allowDownload = false) {
  const { body } = await call(createShare, { cookie: investor.cookie, params: { id: msaId }, body: { allowDownload } });
  return { token: body.shareUrl.split("/shared/msa/")[1] as string, id: body.link.id as string };
}
async function viewCount(linkId: string): Promise<number> {
  const { body } = await call(listShares, { cookie: investor.cookie, params: { id: msaId } });
  return body.links.find((l: { id: string }) => l.id === linkId).viewCount;
}
const renderPage = (token: string, method: string) => {
  forwarded.current = new Headers({ host: "localhost:3000", "x-request-method": method, "x-forwarded-for": "10.1.1.1" });
  return SharedMsaPage({ params: Promise.resolve({ token }) });
};

it("the share page counts a GET's rendering as a view, a HEAD's not", async () => {
  const link = await newLink();
  await renderPage(link.token, "HEAD");
  await renderPage(link.token, "HEAD");
  expect(await viewCount(link.id)).toBe(0);
  await renderPage(link.token, "GET");
  expect(await viewCount(link.id)).toBe(1);
});

it("the share API and its download answer HEAD without counting", async () => {
  const link = await newLink(true);
  expect((await call(shared, { method: "HEAD", params: { token: link.token } })).status).toBe(200);
  const url = `/api/shared/msa/${link.token}/download?format=pdf`;
  expect((await call(sharedDownload, { method: "HEAD", params: { token: link.token }, url })).status).toBe(200);
  expect(await viewCount(link.id)).toBe(0);
  expect((await call(shared, { params: { token: link.token } })).status).toBe(200);
  expect((await call(sharedDownload, { params: { token: link.token }, url })).status).toBe(200);
  expect(await viewCount(link.id)).toBe(2);
  // A link that allows no download refuses a HEAD of it as it refuses a GET.
  const closed = await newLink(false);
  expect((await call(sharedDownload, { method: "HEAD", params: { token: closed.token }, url: `/api/shared/msa/${closed.token}/download?format=pdf` })).status).toBe(404);
});
