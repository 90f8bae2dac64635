// The crash journey (e2e/outbox-crash.spec.ts) on its own: it starts, kills and restarts its own server on
// its own PGlite database behind pglite-server, so it needs none of the web server the other journeys
// share. Run by `npm test` after the journeys. Its rare 404s (compile of a version the database held, in 2
// of 2 shared runs and 1 of 12 runs alone) came from pglite-server answering one client's statement with
// another's: the journey now keeps to one database client at a time (see the spec's header).
import { standaloneJourney } from "./playwright.standalone";

export default standaloneJourney("outbox-crash.spec.ts", "test-results/crash");
