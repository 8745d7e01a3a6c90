CREATE TABLE "template_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_code" text NOT NULL,
	"broker" text NOT NULL,
	"path" text NOT NULL,
	"cloud_source" text NOT NULL,
	"bucket" text NOT NULL,
	"is_public" boolean NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_files" ADD CONSTRAINT "template_files_uploaded_by_partners_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "template_files_place_unique" ON "template_files" USING btree ("tenant_code","broker","bucket","path");