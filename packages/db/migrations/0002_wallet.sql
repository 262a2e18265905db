CREATE TABLE "sandbox_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_outbox_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_last4" text,
	"settle_outcome" text,
	"settle_at" timestamp with time zone,
	"three_ds_code" text,
	"three_ds_attempts" integer DEFAULT 0 NOT NULL,
	"return_urls" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_sessions_kind" CHECK ("sandbox_sessions"."kind" in ('checkout', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"movement_id" bigint NOT NULL,
	"ledger_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "wallet_entries_amount_nonzero" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"system_code" text,
	"account_id" bigint,
	"user_id" bigint,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_accounts_kind" CHECK ("wallet_ledger_accounts"."kind" in ('player', 'system')),
	CONSTRAINT "wallet_ledger_accounts_owner" CHECK (("wallet_ledger_accounts"."kind" = 'player' and "wallet_ledger_accounts"."account_id" is not null and "wallet_ledger_accounts"."user_id" is not null and "wallet_ledger_accounts"."system_code" is null)
        or ("wallet_ledger_accounts"."kind" = 'system' and "wallet_ledger_accounts"."system_code" is not null and "wallet_ledger_accounts"."account_id" is null and "wallet_ledger_accounts"."user_id" is null)),
	CONSTRAINT "wallet_ledger_accounts_currency" CHECK ("wallet_ledger_accounts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "wallet_ledger_accounts_player_balance" CHECK ("wallet_ledger_accounts"."kind" <> 'player' or "wallet_ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "wallet_movements_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "wallet_movements_kind" CHECK ("wallet_movements"."kind" in ('deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'bet_stake', 'bet_payout', 'bet_refund', 'casino_stake', 'casino_win', 'bonus_grant', 'bonus_conversion', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "wallet_payment_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_payment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"topic_id" smallint NOT NULL,
	"sub_topic_id" smallint,
	"payment_id" uuid,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_payment_requests_status" CHECK ("wallet_payment_requests"."status" in ('open', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "wallet_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"language" text NOT NULL,
	"failure_code" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "wallet_payments_type" CHECK ("wallet_payments"."type" in ('deposit', 'withdrawal')),
	CONSTRAINT "wallet_payments_status" CHECK ("wallet_payments"."status" in ('created', 'pending', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "wallet_payments_amount_positive" CHECK ("wallet_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "wallet_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_movement_id_wallet_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."wallet_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_ledger_account_id_wallet_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."wallet_ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_payment_requests" ADD CONSTRAINT "wallet_payment_requests_payment_id_wallet_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."wallet_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_provider_events" ADD CONSTRAINT "wallet_provider_events_payment_id_wallet_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."wallet_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_outbox_due_idx" ON "sandbox_outbox" USING btree ("next_attempt_at") WHERE "sandbox_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_sessions_settle_idx" ON "sandbox_sessions" USING btree ("settle_at") WHERE "sandbox_sessions"."settle_at" is not null;--> statement-breakpoint
CREATE INDEX "wallet_entries_movement_idx" ON "wallet_entries" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("ledger_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_accounts_player_unique" ON "wallet_ledger_accounts" USING btree ("account_id") WHERE "wallet_ledger_accounts"."kind" = 'player';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_accounts_system_unique" ON "wallet_ledger_accounts" USING btree ("system_code","currency") WHERE "wallet_ledger_accounts"."kind" = 'system';--> statement-breakpoint
CREATE INDEX "wallet_ledger_accounts_user_idx" ON "wallet_ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_movements_created_idx" ON "wallet_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wallet_payment_requests_user_idx" ON "wallet_payment_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payments_idempotency_unique" ON "wallet_payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_payments_user_idx" ON "wallet_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_payments_open_idx" ON "wallet_payments" USING btree ("status","type") WHERE "wallet_payments"."status" in ('created', 'pending');--> statement-breakpoint
CREATE INDEX "wallet_provider_events_payment_idx" ON "wallet_provider_events" USING btree ("payment_id");