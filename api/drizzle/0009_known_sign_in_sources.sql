CREATE TABLE "known_sign_in_sources" (
	"user_id" uuid NOT NULL,
	"address_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_sign_in_sources_user_id_address_key_pk" PRIMARY KEY("user_id","address_key")
);
--> statement-breakpoint
ALTER TABLE "known_sign_in_sources" ADD CONSTRAINT "known_sign_in_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_sign_in_sources_expires_idx" ON "known_sign_in_sources" USING btree ("expires_at");