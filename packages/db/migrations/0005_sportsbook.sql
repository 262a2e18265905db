CREATE TABLE "sportsbook_championships" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_competitors" (
	"id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_feed_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"epoch" text NOT NULL,
	"seq" bigint NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_games" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"score" jsonb,
	"clock" jsonb,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_games_status" CHECK ("sportsbook_games"."status" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_markets" (
	"id" bigint PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"type" text NOT NULL,
	"period" smallint NOT NULL,
	"param" double precision,
	"suspended" boolean NOT NULL,
	"outcomes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sportsbook_results" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"result" jsonb,
	"cancelled" boolean NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_results_cancelled" CHECK ("sportsbook_results"."cancelled" or "sportsbook_results"."result" is not null)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sportsbook_games_open_idx" ON "sportsbook_games" USING btree ("id") WHERE "sportsbook_games"."status" <> 4;--> statement-breakpoint
CREATE INDEX "sportsbook_markets_game_idx" ON "sportsbook_markets" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "sportsbook_results_finished_idx" ON "sportsbook_results" USING btree ("finished_at");