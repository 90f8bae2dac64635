// The deploy journey (e2e/deploy.spec.ts) on its own: it starts its own `next start` on a fresh PostgreSQL
// database, so it needs none of the PGlite web server the other journeys share. `.ci/run` runs it after
// the PostgreSQL pass (`npm run test:deploy`); it takes minutes on a busy machine, too long for `npm test`.
import { standaloneJourney } from "./playwright.standalone";

export default standaloneJourney("deploy.spec.ts", "test-results/deploy");
