// Whether a guide or an interview is public: the values the database checks and the editor offers.
export const POST_STATUSES = ["published", "draft"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
