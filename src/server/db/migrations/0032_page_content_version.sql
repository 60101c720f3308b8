ALTER TABLE "companies" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Public pages are rendered once per company and content version and served from memory
-- (src/server/lib/page-cache.ts). The version comes with the company on every request's tenant
-- lookup, so a server sees a change made through any other server on its next request.
--
-- 1. A change to the company's own row (name, logo, colours, settings) moves its version on in the
-- same update, unless the update is the version itself.
CREATE FUNCTION "companies_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.content_version := OLD.content_version + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_content_changed" BEFORE UPDATE ON "companies"
  FOR EACH ROW WHEN (NEW.content_version = OLD.content_version AND NEW IS DISTINCT FROM OLD)
  EXECUTE FUNCTION "companies_content_changed"();--> statement-breakpoint
-- 2. A change to a row a public page shows moves its company's version on when the transaction
-- commits: once per company and transaction (noted in a transaction-local setting), so the company
-- row is locked only for the instant of the commit, never while the transaction does its work. The
-- update changes no key, so it waits on nothing but another commit's bump of the same company (a
-- foreign key check takes KEY SHARE, which it leaves alone) and readers never wait on it. As the
-- owner, because by commit time the transaction's app.company_id may name another company; granted
-- to nobody (a trigger needs no EXECUTE to fire), so it is no crossing path.
CREATE FUNCTION "app_page_content_changed"() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  AS $$
  DECLARE
    company uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
    bumped text := coalesce(current_setting('app.content_version_bumped', true), '');
  BEGIN
    IF strpos(bumped, company::text) = 0 THEN
      UPDATE public.companies SET content_version = content_version + 1 WHERE id = company;
      PERFORM set_config('app.content_version_bumped', bumped || company::text || ' ', true);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "app_page_content_changed"() FROM PUBLIC;--> statement-breakpoint
-- What the public pages read: the site's text (every marketing page), the configurator's options,
-- the gallery, and Book a Demo's free times (a slot, a booking taking or freeing one).
CREATE CONSTRAINT TRIGGER "site_content_page_content" AFTER INSERT OR UPDATE OR DELETE ON "site_content"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "app_page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "configurator_options_page_content" AFTER INSERT OR UPDATE OR DELETE ON "configurator_options"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "app_page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "gallery_items_page_content" AFTER INSERT OR UPDATE OR DELETE ON "gallery_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "app_page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "availability_slots_page_content" AFTER INSERT OR UPDATE OR DELETE ON "availability_slots"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "app_page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "slot_bookings_page_content" AFTER INSERT OR UPDATE OR DELETE ON "slot_bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "app_page_content_changed"();--> statement-breakpoint
-- Book a Demo names the member of staff behind each free time by their first name.
CREATE CONSTRAINT TRIGGER "users_page_content" AFTER UPDATE OF "name" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name)
  EXECUTE FUNCTION "app_page_content_changed"();--> statement-breakpoint
-- TRUNCATE (the owner's alone) fires no row trigger: every company's pages are rendered again.
CREATE FUNCTION "pages_content_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.companies SET content_version = content_version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "site_content_page_content_truncate" AFTER TRUNCATE ON "site_content" FOR EACH STATEMENT EXECUTE FUNCTION "pages_content_truncated"();--> statement-breakpoint
CREATE TRIGGER "configurator_options_page_content_truncate" AFTER TRUNCATE ON "configurator_options" FOR EACH STATEMENT EXECUTE FUNCTION "pages_content_truncated"();--> statement-breakpoint
CREATE TRIGGER "gallery_items_page_content_truncate" AFTER TRUNCATE ON "gallery_items" FOR EACH STATEMENT EXECUTE FUNCTION "pages_content_truncated"();--> statement-breakpoint
CREATE TRIGGER "availability_slots_page_content_truncate" AFTER TRUNCATE ON "availability_slots" FOR EACH STATEMENT EXECUTE FUNCTION "pages_content_truncated"();--> statement-breakpoint
CREATE TRIGGER "slot_bookings_page_content_truncate" AFTER TRUNCATE ON "slot_bookings" FOR EACH STATEMENT EXECUTE FUNCTION "pages_content_truncated"();--> statement-breakpoint
-- 3. The tenant lookups (migration 0031's crossing paths) return the version with the company. A
-- function's columns cannot change in place: each is made again, as 0031 made it, with one more. In
-- one block with the grants: the roles that could call them (the app role) can call the new ones
-- in the same transaction, so a server still on the previous release never has its lookup refused
-- (the grants made after migrating would come a moment too late for it).
DO $migration$
DECLARE
  callers text[];
  caller text;
BEGIN
  SELECT coalesce(array_agg(DISTINCT r.rolname), '{}') INTO callers
  FROM pg_catalog.pg_proc p
  CROSS JOIN LATERAL pg_catalog.aclexplode(p.proacl) a
  JOIN pg_catalog.pg_roles r ON r.oid = a.grantee
  WHERE p.oid IN ('public.app_company_by_subdomain(text)'::regprocedure, 'public.app_company_with_session(text, text)'::regprocedure)
    AND a.privilege_type = 'EXECUTE' AND a.grantee <> p.proowner;
  DROP FUNCTION public.app_company_by_subdomain(text);
  DROP FUNCTION public.app_company_with_session(text, text);
  CREATE FUNCTION public.app_company_by_subdomain(p_subdomain text)
    RETURNS TABLE (id uuid, name text, subdomain text, logo_url text, primary_color text, secondary_color text, is_active boolean, subscription_tier text, settings jsonb, created_at timestamptz, is_demo boolean, demo_of uuid, content_version bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    AS $fn$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      SELECT c.id, c.name, c.subdomain, c.logo_url, c.primary_color, c.secondary_color, c.is_active,
        c.subscription_tier, c.settings, c.created_at, c.is_demo, c.demo_of, c.content_version
      FROM public.companies c WHERE c.subdomain = p_subdomain AND c.demo_of IS NULL LIMIT 1;
    END
    $fn$;
  CREATE FUNCTION public.app_company_with_session(p_subdomain text, p_token text)
    RETURNS TABLE (id uuid, name text, subdomain text, logo_url text, primary_color text, secondary_color text, is_active boolean, subscription_tier text, settings jsonb, created_at timestamptz, is_demo boolean, demo_of uuid, content_version bigint, session_expires_at timestamptz, session_user_id text, user_name text,
      user_email text, user_role public.role, user_company_id uuid, user_is_first_login boolean, foreign_session boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    AS $fn$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      SELECT c.id, c.name, c.subdomain, c.logo_url, c.primary_color, c.secondary_color, c.is_active,
        c.subscription_tier, c.settings, c.created_at, c.is_demo, c.demo_of, c.content_version,
        s.expires_at, u.id, u.name, u.email, u.role, u.company_id, u.is_first_login,
        -- A token of another company's session: the caller learns only that it is not one of ours.
        s.token IS NULL AND EXISTS (SELECT 1 FROM public.sessions other WHERE other.token = p_token)
      FROM public.companies c
      LEFT JOIN public.sessions s ON s.token = p_token
        AND (s.company_id = c.id OR s.company_id IN (SELECT copy.id FROM public.companies copy WHERE copy.demo_of = c.id))
      LEFT JOIN public.users u ON u.company_id = s.company_id AND u.id = s.user_id
      WHERE c.subdomain = p_subdomain AND c.demo_of IS NULL
      LIMIT 1;
    END
    $fn$;
  REVOKE ALL ON FUNCTION public.app_company_by_subdomain(text) FROM PUBLIC;
  REVOKE ALL ON FUNCTION public.app_company_with_session(text, text) FROM PUBLIC;
  FOREACH caller IN ARRAY callers LOOP
    EXECUTE format('GRANT EXECUTE ON FUNCTION public.app_company_by_subdomain(text), public.app_company_with_session(text, text) TO %I', caller);
  END LOOP;
END
$migration$;
