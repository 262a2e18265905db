CREATE TABLE "betting_vip_decisions" (
	"coupon_id" bigint PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"decided_by" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "betting_vip_decisions_decision" CHECK ("betting_vip_decisions"."decision" in ('approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "betting_coupons" DROP CONSTRAINT "betting_coupons_status";--> statement-breakpoint
ALTER TABLE "betting_coupons" DROP CONSTRAINT "betting_coupons_payout";--> statement-breakpoint
ALTER TABLE "betting_coupons" ADD COLUMN "ref_id" text;--> statement-breakpoint
ALTER TABLE "betting_coupons" ADD COLUMN "is_vip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "betting_coupons_waiting_idx" ON "betting_coupons" USING btree ("created_at") WHERE "betting_coupons"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "betting_coupons_account_open_idx" ON "betting_coupons" USING btree ("account_id") WHERE "betting_coupons"."status" in ('pending', 'waiting');--> statement-breakpoint
ALTER TABLE "betting_coupons" ADD CONSTRAINT "betting_coupons_waiting_vip" CHECK ("betting_coupons"."status" <> 'waiting' or "betting_coupons"."is_vip");--> statement-breakpoint
ALTER TABLE "betting_coupons" ADD CONSTRAINT "betting_coupons_status" CHECK ("betting_coupons"."status" in ('pending', 'waiting', 'win', 'lose', 'return', 'partial', 'rejected'));--> statement-breakpoint
ALTER TABLE "betting_coupons" ADD CONSTRAINT "betting_coupons_payout" CHECK (("betting_coupons"."status" in ('pending', 'waiting') and "betting_coupons"."payout" is null and "betting_coupons"."settled_at" is null)
        or ("betting_coupons"."status" not in ('pending', 'waiting') and "betting_coupons"."payout" >= 0 and "betting_coupons"."settled_at" is not null));