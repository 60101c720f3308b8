ALTER TYPE "public"."activity_type" ADD VALUE 'customer_created';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'visit_scheduled';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'call_booked';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'lead_received';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'settings_changed';