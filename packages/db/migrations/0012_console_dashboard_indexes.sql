CREATE INDEX "betting_coupons_created_idx" ON "betting_coupons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "betting_coupons_settled_idx" ON "betting_coupons" USING btree ("settled_at") WHERE "betting_coupons"."settled_at" is not null;--> statement-breakpoint
CREATE INDEX "sessions_seen_idx" ON "sessions" USING btree ("last_seen_at") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wallet_movements_deposit_idx" ON "wallet_movements" USING btree ("created_at") WHERE "wallet_movements"."kind" = 'deposit';