// Share links to the clinician report: create, list the live ones, revoke. The
// report itself and the export are file downloads (GET /api/report, GET /api/export), not calls.
import { z } from "zod";
import {
  DEFAULT_REPORT_WEEKS,
  DEFAULT_SHARE_LINK_DAYS,
  REPORT_WEEKS,
  SHARE_LINK_DAYS_MAX,
  SHARE_LINK_DAYS_MIN,
} from "../constants.ts";
import { idSchema, queryIntSchema, timestampSchema } from "../primitives.ts";
import { defineCall, messageResponseSchema, optionalFieldsInput } from "./define.ts";

export const reportWeeksSchema = z.coerce
  .number()
  .int()
  .refine((weeks) => (REPORT_WEEKS as readonly number[]).includes(weeks), {
    error: `Must be one of ${REPORT_WEEKS.join(", ")}`,
  });

export const shareLinkSchema = z.object({
  id: idSchema,
  weeks: z.number().int(),
  created_at: timestampSchema,
  expires_at: timestampSchema,
  open_count: z.number().int().min(0),
  last_opened_at: timestampSchema.nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkCreateInputSchema = optionalFieldsInput({
  weeks: reportWeeksSchema.default(DEFAULT_REPORT_WEEKS),
  days: queryIntSchema(SHARE_LINK_DAYS_MIN, SHARE_LINK_DAYS_MAX).default(DEFAULT_SHARE_LINK_DAYS),
});
export type ShareLinkCreateInput = z.input<typeof shareLinkCreateInputSchema>;

/** The token is shown once, in `path`; only its hash is stored. */
export const shareLinkCreatedSchema = z.object({ link: shareLinkSchema, path: z.string() });
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

export const reportsCalls = {
  "reports.createLink": defineCall({
    type: "mutation",
    auth: "user",
    input: shareLinkCreateInputSchema,
    output: shareLinkCreatedSchema,
    summary: "Create a read-only share link to the clinician report, valid for 1–30 days",
  }),
  "reports.links": defineCall({
    type: "query",
    auth: "user",
    input: optionalFieldsInput({}),
    output: z.array(shareLinkSchema),
    summary: "Live share links (not expired, not revoked), newest first",
  }),
  "reports.revokeLink": defineCall({
    type: "mutation",
    auth: "user",
    input: z.object({ id: idSchema }),
    output: messageResponseSchema,
    summary: "Revoke a share link: it is refused from now on",
  }),
} as const;
