// Issue 19 §3: an employee's decision on an investor's service hours, education credits, deal-room
// documents and course completions reaches the investor's bell, with the reason of a rejection and a link
// to the screen that shows it; a refused decision notifies nobody, and nobody else hears of it.
import { POST as approveHours } from "@/app/api/admin/service-hours/[id]/approve/route";
import { POST as rejectHours } from "@/app/api/admin/service-hours/[id]/reject/route";
import { POST as bulkHours } from "@/app/api/admin/service-hours/bulk-approve/route";
import { POST as approveCredit } from "@/app/api/admin/education-credits/[id]/approve/route";
import { POST as rejectCredit } from "@/app/api/admin/education-credits/[id]/reject/route";
import { POST as reviewDocument } from "@/app/api/admin/documents/[id]/review/route";
import { PATCH as reviewCompletion } from "@/app/api/admin/course-completions/[id]/route";
import { GET as bell } from "@/app/api/notifications/route";
import { call } from "@/test/http";
import { createCast, type TestUser } from "@/test/factories/users";
import { day, makeCredit, makeServiceHours } from "@/test/factories/requirements";
import { makeStoredDocument } from "@/test/factories/deal-room";
import { makeAssignment, makeCompletion, makeCourse } from "@/test/factories/courses";

let employee: TestUser, ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  ({ employee, external: ivan, otherExternal: olga } = await createCast());
});

const post = (handler: Parameters<typeof call>[0], id: string, body?: unknown) => call(handler, { cookie: employee.cookie, method: "POST", params: { id }, body });
const newest = async (who = ivan) => (await call(bell, { cookie: who.cookie })).body.notifications[0];
const unread = async (who: TestUser) => (await call(bell, { cookie: who.cookie })).body.unreadCount as number;

it("service hours: approval and rejection (with its reason) reach the investor, linking to the hours dialog", async () => {
  const olgaBefore = await unread(olga);
  const one = await makeServiceHours(ivan.id, { hours: "1.00", serviceDate: day("03-15") });
  expect((await post(approveHours, one.id)).status).toBe(200);
  expect(await newest()).toMatchObject({
    kind: "service-hours.approved",
    message: `Your 1 service hour on ${day("03-15")} (Operations Oversight) was approved.`,
    link: "/participation-plan?open=hours",
    readAt: null,
  });
  const two = await makeServiceHours(ivan.id, { hours: "2.50", serviceDate: day("03-16"), category: "monitoring" });
  expect((await post(rejectHours, two.id, { reason: "No meeting minutes attached" })).status).toBe(200);
  expect(await newest()).toMatchObject({
    kind: "service-hours.rejected",
    message: `Your 2.5 service hours on ${day("03-16")} (Monitoring & Analysis) were rejected. Reason: No meeting minutes attached`,
  });
  // A repeated decision is refused and tells nobody anything new.
  const before = await unread(ivan);
  expect((await post(approveHours, one.id)).status).toBe(409);
  expect(await unread(ivan)).toBe(before);
  expect(await unread(olga)).toBe(olgaBefore);
});

it("a bulk approval notifies each entry's own investor", async () => {
  const [a, b] = [await makeServiceHours(ivan.id), await makeServiceHours(olga.id)];
  const [ivanBefore, olgaBefore] = [await unread(ivan), await unread(olga)];
  expect((await call(bulkHours, { cookie: employee.cookie, method: "POST", body: { ids: [a.id, b.id] } })).status).toBe(200);
  expect(await unread(ivan)).toBe(ivanBefore + 1);
  expect(await unread(olga)).toBe(olgaBefore + 1);
  expect((await newest(olga)).kind).toBe("service-hours.approved");
});

it("education credits: approval and rejection with the reason, linking to the credits dialog", async () => {
  const credit = await makeCredit(ivan.id, { creditHours: "1.50" });
  expect((await post(approveCredit, credit.id)).status).toBe(200);
  expect(await newest()).toMatchObject({
    kind: "education-credit.approved",
    message: 'Your education credit "EV charging basics" (1.5 credit hours) was approved.',
    link: "/participation-plan?open=credits",
  });
  const single = await makeCredit(ivan.id, { creditHours: "1.00" });
  expect((await post(rejectCredit, single.id, { reason: "Not an accredited provider" })).status).toBe(200);
  expect((await newest()).message).toBe('Your education credit "EV charging basics" (1 credit hour) was rejected. Reason: Not an accredited provider');
});

it("deal-room documents: accepted, and rejected with the reason, linking to the deal room", async () => {
  const { doc } = await makeStoredDocument(ivan.id, "pictures");
  expect((await post(reviewDocument, doc.id, { decision: "accepted" })).status).toBe(200);
  expect(await newest()).toMatchObject({ kind: "document.accepted", message: 'Your deal-room document "Pictures" was accepted.', link: "/deal-room" });
  expect((await post(reviewDocument, doc.id, { decision: "rejected", reason: "The photos are blurred" })).status).toBe(200);
  expect(await newest()).toMatchObject({ kind: "document.rejected", message: 'Your deal-room document "Pictures" was rejected. Reason: The photos are blurred' });
});

it("course completions: approved, and rejected with the reason, linking to the course", async () => {
  const course = await makeCourse({ title: "Charger safety" });
  const assignment = await makeAssignment(ivan.id, { courseId: course.id });
  const completion = await makeCompletion(assignment);
  const review = (body: unknown) => call(reviewCompletion, { method: "PATCH", cookie: employee.cookie, params: { id: completion.id }, body });
  expect((await review({ status: "rejected", rejectionReason: "Certificate is unreadable" })).status).toBe(200);
  expect(await newest()).toMatchObject({
    kind: "course-completion.rejected",
    message: 'Your completion of "Charger safety" was rejected. Reason: Certificate is unreadable',
    link: `/course/${course.id}`,
  });
  const other = await makeCompletion(await makeAssignment(ivan.id, { courseId: (await makeCourse({ title: "Grid basics" })).id }));
  expect((await call(reviewCompletion, { method: "PATCH", cookie: employee.cookie, params: { id: other.id }, body: { status: "approved" } })).status).toBe(200);
  expect(await newest()).toMatchObject({ kind: "course-completion.approved", message: 'Your completion of "Grid basics" was approved.' });
});
