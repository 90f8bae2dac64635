export { GET } from "@/app/api/users/route";
