CREATE TABLE "storm_stage" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"stage" text,
	"storm_name" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "storm_stage" ADD CONSTRAINT "storm_stage_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;