// Every table of the product, one file per domain, for the server only (queries, migrations, drizzle-kit):
// the browser never imports this folder (lint refuses it). The enumerated values the tables check come from the
// domain folders (intake/options.ts, content/post-status.ts, auth/roles.ts, seo/seo-options.ts), so the
// validators and the screens read the same lists without loading Drizzle.
//
//   columns.ts     timestamps, bytea, the option-list check
//   identity.ts    users, recovery codes, sessions
//   content.ts     categories, posts, interviews, revisions, redirects, tombstones, images
//   seo.ts         SEO settings
//   intake.ts      consultations, their history, contacts, digest runs
//   office.ts      settings versions, testimonials
//   privacy.ts     access logs, destruction records
//   operations.ts  rate limits, cache versions
//   tools.ts       the holiday calendar, the reviews of the deadline rules
//   booking.ts     bookings, their manage tokens, the attorney's availability blocks
//   outbound.ts    the queue of messages about a request and its booking
//   lawwatch.ts    citations, watched laws, law changes, the nightly runs, the public-notice switch
//
// This is the one barrel of shared/: storage code imports tables from "@shared/schema".
export * from "./identity";
export * from "./content";
export * from "./seo";
export * from "./intake";
export * from "./office";
export * from "./privacy";
export * from "./operations";
export * from "./tools";
export * from "./booking";
export * from "./outbound";
export * from "./lawwatch";
