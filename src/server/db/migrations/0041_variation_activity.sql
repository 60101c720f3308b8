ALTER TYPE "public"."activity_type" ADD VALUE 'variation_proposed';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'variation_approved';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'variation_declined';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'variation_withdrawn';