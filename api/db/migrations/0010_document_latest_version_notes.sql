ALTER TABLE "documents" ADD COLUMN "version_notes" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "version_added_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "documents" SET "version_added_at" = "created_at";
