CREATE SCHEMA "sandbox";
--> statement-breakpoint
CREATE TABLE "sandbox"."access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"api_user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox"."api_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"api_key" text NOT NULL,
	"client_id" text NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "api_users_username_unique" UNIQUE("username"),
	CONSTRAINT "api_users_api_key_unique" UNIQUE("api_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."quota_windows" (
	"api_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quota_windows_api_key_window_start_pk" PRIMARY KEY("api_key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sandbox"."request_ids" (
	"api_key" text NOT NULL,
	"unique_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_ids_api_key_unique_id_pk" PRIMARY KEY("api_key","unique_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox"."access_tokens" ADD CONSTRAINT "access_tokens_api_user_id_api_users_id_fk" FOREIGN KEY ("api_user_id") REFERENCES "sandbox"."api_users"("id") ON DELETE cascade ON UPDATE no action;