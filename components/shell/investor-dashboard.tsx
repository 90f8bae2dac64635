import { Award, CalendarCheck, Eye } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DashboardSection } from "@/components/shell/dashboard-section";

const GUIDE = [
  {
    icon: Eye,
    title: "Shared projects",
    text: "Charger deployments our team shares with you, with their stage, charger type, cost and tax-credit eligibility.",
  },
  {
    icon: CalendarCheck,
    title: "Reservations",
    text: "Reserve a Committed project to start its approval. You can follow each reservation until it is confirmed.",
  },
  {
    icon: Award,
    title: "Participation",
    text: "Log service hours and education credits toward the 100-hour yearly participation test, and hand in deal-room documents.",
  },
];

/**
 * The investor's dashboard, top to bottom. Features add their sections here, in the spec's order:
 * the investor cards (Available to Reserve, My Reservations, Deployed Projects), the Investor
 * Resources panel, the shared panels, then the filter bar and project table (spec 1 §2 "Dashboard").
 */
export function InvestorDashboard() {
  return (
    <DashboardSection id="investor-portal" title="Your investor portal" description="What you can do here.">
      <ul className="grid gap-3 md:grid-cols-3">
        {GUIDE.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <span className="mb-1 flex size-10 items-center justify-center rounded-lg bg-sky-100 text-sky-800">
                  <Icon className="size-5" aria-hidden />
                </span>
                <CardTitle className="text-base">{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
