DROP INDEX "leads_tenant_name_idx";--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_mobile_trgm_idx" ON "leads" USING gin ("customer_mobile" gin_trgm_ops);