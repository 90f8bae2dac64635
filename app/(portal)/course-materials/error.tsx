"use client";
import { CourseLoadError } from "@/components/courses/course-load-error";

export default function CourseError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <CourseLoadError message="Failed to load course materials. Please try refreshing the page." reset={reset} />;
}
