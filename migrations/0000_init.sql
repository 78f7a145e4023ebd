CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name"),
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"age" integer,
	"case_type" text NOT NULL,
	"current_status" text NOT NULL,
	"urgency" text NOT NULL,
	"incident_date" date,
	"content" text NOT NULL,
	"consultation_type" text,
	"privacy_agreed" boolean DEFAULT false NOT NULL,
	"privacy_agreed_at" timestamp with time zone,
	"sensitive_agreed" boolean DEFAULT false NOT NULL,
	"sensitive_agreed_at" timestamp with time zone,
	"consent_version" text,
	"consultation_status" text DEFAULT 'new' NOT NULL,
	"assigned_to" text,
	"admin_notes" text,
	"landing_page" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"cta_source" text,
	"notified_at" timestamp with time zone,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "consultations_case_type_check" CHECK ("consultations"."case_type" in ('assault', 'fraud', 'traffic', 'economic', 'theft', 'sexual', 'drug', 'other')),
	CONSTRAINT "consultations_current_status_check" CHECK ("consultations"."current_status" in ('suspect', 'defendant', 'victim', 'preparation')),
	CONSTRAINT "consultations_urgency_check" CHECK ("consultations"."urgency" in ('emergency', 'urgent', 'normal', 'flexible')),
	CONSTRAINT "consultations_consultation_type_check" CHECK ("consultations"."consultation_type" is null or "consultations"."consultation_type" in ('visit', 'phone')),
	CONSTRAINT "consultations_status_check" CHECK ("consultations"."consultation_status" in ('new', 'in_progress', 'completed')),
	CONSTRAINT "consultations_age_check" CHECK ("consultations"."age" is null or ("consultations"."age" >= 0 and "consultations"."age" <= 150))
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"thumbnail_image" text,
	"thumbnail_alt" text,
	"seo_title" text,
	"meta_description" text,
	"keywords" text,
	"case_type" text,
	"client_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_slug_unique" UNIQUE("slug"),
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" in ('published', 'draft'))
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text,
	"summary" text,
	"category_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text,
	"meta_description" text,
	"keywords" text,
	"og_image" text,
	"thumbnail_image" text,
	"thumbnail_medium" text,
	"thumbnail_original" text,
	"thumbnail_alt" text,
	"image_filename" text,
	"thumbnail_base64" text,
	"canonical_url" text,
	"structured_data" text,
	"focus_keyword" text,
	"reading_time" integer,
	"complexity" integer,
	"seo_score" integer,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('published', 'draft'))
);
--> statement-breakpoint
CREATE TABLE "seo_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_type" text NOT NULL,
	"page_id" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text,
	"og_title" text,
	"og_description" text,
	"og_image" text,
	"og_type" text DEFAULT 'website' NOT NULL,
	"og_url" text,
	"og_site_name" text,
	"og_locale" text DEFAULT 'ko_KR' NOT NULL,
	"twitter_card" text DEFAULT 'summary_large_image' NOT NULL,
	"twitter_title" text,
	"twitter_description" text,
	"twitter_image" text,
	"canonical_url" text,
	"structured_data" text,
	"robots" text DEFAULT 'index,follow' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_settings_page_type_check" CHECK ("seo_settings"."page_type" in ('home', 'about', 'contact', 'board', 'post', 'interview')),
	CONSTRAINT "seo_settings_robots_check" CHECK ("seo_settings"."robots" in ('index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temporary_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"base64_data" text NOT NULL,
	"alt_text" text,
	"user_id" integer,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"alt_text" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_images" ADD CONSTRAINT "temporary_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_created_at_idx" ON "consultations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_status_idx" ON "consultations" USING btree ("consultation_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_phone_idx" ON "consultations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "consultations_email_idx" ON "consultations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "interviews_status_created_idx" ON "interviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_status_published_idx" ON "posts" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category_id","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "seo_settings_page_unique" ON "seo_settings" USING btree ("page_type",coalesce("page_id", ''));--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "temporary_images_user_idx" ON "temporary_images" USING btree ("user_id");