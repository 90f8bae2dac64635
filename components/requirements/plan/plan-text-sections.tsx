// The plan's fixed text: how participation is tracked and documented, and what the investor commits to.
// Shared by the page and its printable copy.
export const TRACKING_POINTS = [
  "Log each activity in Service Hours Tracking within a week: the date, the hours (in half hours), the activity and what you did.",
  "Attach evidence where you have it (meeting minutes, a site-visit photo, a report): PDF or image, up to 10MB.",
  "Courses and trainings go to Education Credits Tracking with the provider and the completion date.",
  "The firm reviews every entry. Approved hours count toward the year's 100 hours; a rejected entry shows the reason.",
  "At year end, download your approved hours and credits as a CSV for your tax advisor.",
];

export const COMMITMENT_POINTS = [
  "I will take part in the operations of the charger deployments I invest in on a regular, continuous and substantial basis.",
  "I will spend at least 100 hours a year on the activities of this plan, and log them truthfully and on time.",
  "I will keep the documentation that supports each entry and provide it on request.",
];

export function PlanTextSection({ title, points }: { title: string; points: string[] }) {
  return (
    <section aria-labelledby={`${title.replace(/\W+/g, "-").toLowerCase()}-title`} className="grid gap-2">
      <h2 id={`${title.replace(/\W+/g, "-").toLowerCase()}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
        {points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </section>
  );
}
