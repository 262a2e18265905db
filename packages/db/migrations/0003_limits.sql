CREATE TABLE "limit_exclusion_tests" (
	"token" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"limit_type" smallint NOT NULL,
	"value" integer NOT NULL,
	"reason_id" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "limit_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "limit_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"limit_type" smallint NOT NULL,
	"action" text NOT NULL,
	"previous_value" integer,
	"value" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_history_type" CHECK ("limit_history"."limit_type" in (1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37))
);
--> statement-breakpoint
CREATE TABLE "limit_limits" (
	"user_id" bigint NOT NULL,
	"limit_type" smallint NOT NULL,
	"value" integer,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"pending_value" integer,
	"pending_since" timestamp with time zone,
	"reason_id" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limit_limits_user_id_limit_type_pk" PRIMARY KEY("user_id","limit_type"),
	CONSTRAINT "limit_limits_type" CHECK ("limit_limits"."limit_type" in (1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37)),
	CONSTRAINT "limit_limits_pending" CHECK ("limit_limits"."pending_value" is null or "limit_limits"."pending_since" is not null)
);
--> statement-breakpoint
CREATE TABLE "limit_players" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"currency" text,
	"activity_day" timestamp with time zone,
	"activity_seconds" integer DEFAULT 0 NOT NULL,
	"last_ping_at" timestamp with time zone,
	"reality_session_id" text,
	"reality_session_started_at" timestamp with time zone,
	"reality_next_at" timestamp with time zone,
	"reality_do_not_show_again" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limit_players_currency" CHECK ("limit_players"."currency" is null or "limit_players"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "limit_players_activity" CHECK ("limit_players"."activity_seconds" >= 0)
);
--> statement-breakpoint
CREATE INDEX "limit_exclusion_tests_user_idx" ON "limit_exclusion_tests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "limit_history_user_idx" ON "limit_history" USING btree ("user_id","at");