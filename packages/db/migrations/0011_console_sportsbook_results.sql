CREATE TABLE "betting_resettlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "betting_resettlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"coupon_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"status_before" text NOT NULL,
	"status_after" text NOT NULL,
	"payout_before" bigint,
	"payout_after" bigint,
	"paid_before" bigint NOT NULL,
	"paid_after" bigint NOT NULL,
	"moved" bigint NOT NULL,
	"receivable" bigint NOT NULL,
	"movement_key" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "betting_resettlements_reason" CHECK ("betting_resettlements"."reason" in ('result', 'void')),
	CONSTRAINT "betting_resettlements_receivable" CHECK ("betting_resettlements"."receivable" >= 0)
);
--> statement-breakpoint
CREATE TABLE "betting_voided_markets" (
	"market_id" bigint PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"voided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_overrides" (
	"scope" text NOT NULL,
	"target_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"suspended" boolean NOT NULL,
	"margin_bp" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_overrides_scope_target_id_pk" PRIMARY KEY("scope","target_id"),
	CONSTRAINT "sportsbook_overrides_scope" CHECK ("sportsbook_overrides"."scope" in ('game', 'market')),
	CONSTRAINT "sportsbook_overrides_margin" CHECK ("sportsbook_overrides"."margin_bp" is null or ("sportsbook_overrides"."scope" = 'market' and "sportsbook_overrides"."margin_bp" between 0 and 3000))
);
--> statement-breakpoint
CREATE INDEX "betting_resettlements_coupon_idx" ON "betting_resettlements" USING btree ("coupon_id","id");--> statement-breakpoint
CREATE INDEX "betting_resettlements_at_idx" ON "betting_resettlements" USING btree ("at");