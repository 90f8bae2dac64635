// Where a decision's notification takes the investor: the screen that shows what was decided. Client-safe.
export const decisionLinks = {
  /** The Annual Operating Plan with the dialog whose history shows each entry's status and reason. */
  serviceHours: "/participation-plan?open=hours",
  educationCredits: "/participation-plan?open=credits",
  dealRoom: "/deal-room",
  course: (courseId: string) => `/course/${encodeURIComponent(courseId)}`,
};
