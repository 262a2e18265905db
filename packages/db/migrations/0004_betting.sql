CREATE TABLE "betting_coupon_bets" (
	"coupon_id" bigint NOT NULL,
	"leg_index" smallint NOT NULL,
	"outcome_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"coef" integer NOT NULL,
	"offered_coef" integer NOT NULL,
	"is_live" boolean NOT NULL,
	"market_type" text NOT NULL,
	"market_period" smallint NOT NULL,
	"market_param" double precision,
	"outcome_key" text NOT NULL,
	"outcome_param" double precision,
	"outcome_score" jsonb,
	"competitor_id" bigint,
	"game_name" text NOT NULL,
	"market_name" text NOT NULL,
	"outcome_name" text NOT NULL,
	"block_id" integer,
	"amount" bigint,
	"status_id" smallint DEFAULT -1 NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "betting_coupon_bets_coupon_id_leg_index_pk" PRIMARY KEY("coupon_id","leg_index"),
	CONSTRAINT "betting_coupon_bets_status" CHECK ("betting_coupon_bets"."status_id" between -2 and 6),
	CONSTRAINT "betting_coupon_bets_coef" CHECK ("betting_coupon_bets"."coef" > 1000)
);
--> statement-breakpoint
CREATE TABLE "betting_coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "betting_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"type_id" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"system_value" smallint,
	"bonus_percent" smallint,
	"change_coef_action" smallint NOT NULL,
	"promo_code" text,
	"potential_payout" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout" bigint,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "betting_coupons_type" CHECK ("betting_coupons"."type_id" between 0 and 9),
	CONSTRAINT "betting_coupons_status" CHECK ("betting_coupons"."status" in ('pending', 'win', 'lose', 'return', 'partial')),
	CONSTRAINT "betting_coupons_amount" CHECK ("betting_coupons"."amount" > 0),
	CONSTRAINT "betting_coupons_payout" CHECK (("betting_coupons"."status" = 'pending' and "betting_coupons"."payout" is null and "betting_coupons"."settled_at" is null)
        or ("betting_coupons"."status" <> 'pending' and "betting_coupons"."payout" >= 0 and "betting_coupons"."settled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "betting_settled_games" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"cancelled" boolean NOT NULL,
	"legs_settled_at" timestamp with time zone NOT NULL,
	"coupons_settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "betting_coupon_bets_open_idx" ON "betting_coupon_bets" USING btree ("game_id") WHERE "betting_coupon_bets"."status_id" < 0;--> statement-breakpoint
CREATE INDEX "betting_coupon_bets_game_idx" ON "betting_coupon_bets" USING btree ("game_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "betting_coupons_idempotency" ON "betting_coupons" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "betting_coupons_user_idx" ON "betting_coupons" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "betting_coupons_pending_idx" ON "betting_coupons" USING btree ("id") WHERE "betting_coupons"."status" = 'pending';