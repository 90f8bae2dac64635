// "/" and "/dashboard" are the same screen (spec 1 §2).
export { default, metadata } from "@/app/(portal)/dashboard/page";
