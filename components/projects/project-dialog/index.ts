export { ProjectDialog } from "@/components/projects/project-dialog/project-dialog";
export type { Project } from "@/components/projects/project-dialog/project-api";
