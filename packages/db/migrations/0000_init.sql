CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"numeric_code" smallint NOT NULL,
	"names" jsonb NOT NULL,
	"phone_code" text NOT NULL,
	"default_currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_numeric_code_unique" UNIQUE("numeric_code"),
	CONSTRAINT "countries_code_format" CHECK ("countries"."code" ~ '^[a-z]{2}$'),
	CONSTRAINT "countries_phone_code_format" CHECK ("countries"."phone_code" ~ '^\+[0-9]{1,4}$')
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"numeric_code" smallint NOT NULL,
	"minor_units" smallint NOT NULL,
	"symbol" text NOT NULL,
	"english_name" text NOT NULL,
	"initial_bet" bigint NOT NULL,
	"bet_step" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_numeric_code_unique" UNIQUE("numeric_code"),
	CONSTRAINT "currencies_code_format" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_minor_units" CHECK ("currencies"."minor_units" between 0 and 4),
	CONSTRAINT "currencies_bet_positive" CHECK ("currencies"."initial_bet" > 0 and "currencies"."bet_step" > 0)
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"native_name" text NOT NULL,
	"english_name" text NOT NULL,
	"locale" text NOT NULL,
	"dir" text NOT NULL,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "languages_code_format" CHECK ("languages"."code" ~ '^[a-z]{2}$'),
	CONSTRAINT "languages_dir" CHECK ("languages"."dir" in ('ltr', 'rtl'))
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_default_currency_currencies_code_fk" FOREIGN KEY ("default_currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;