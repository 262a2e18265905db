CREATE TABLE "player_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_config_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"changed_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_review_flags" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "wallet_payment_requests" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "wallet_payment_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_payment_requests" ADD COLUMN "answered_by" bigint;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD COLUMN "reviewed_by" bigint;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD COLUMN "review_key" text;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notes_user_idx" ON "player_notes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "site_config_history_key_idx" ON "site_config_history" USING btree ("key","id");--> statement-breakpoint
CREATE INDEX "wallet_payments_review_idx" ON "wallet_payments" USING btree ("created_at") WHERE "wallet_payments"."review" = 'waiting';--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD CONSTRAINT "wallet_payments_review" CHECK ("wallet_payments"."review" in ('waiting', 'approved', 'rejected'));