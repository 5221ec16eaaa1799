CREATE TABLE "provider_pauses" (
	"provider" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
