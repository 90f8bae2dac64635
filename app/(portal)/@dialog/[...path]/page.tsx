// Every other portal path draws the same slot: `?open=` works on any page (a catch-all beside page.tsx,
// since an optional one may not share "/" with the portal's own page).
export { default } from "@/app/(portal)/@dialog/page";
