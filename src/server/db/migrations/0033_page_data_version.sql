ALTER TABLE "companies" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A signed-in visitor's rendered pages are kept in memory per company data version
-- (src/server/lib/page-cache.ts). The version comes with the company on every request's tenant
-- lookup, as the content version does (migration 0032), so a server sees a change made through any
-- other server on its next request.
--
-- A change to any row of a company's data moves its version on when the transaction commits, once
-- per company and transaction, as 0032's content version does (the company row is locked only for
-- the instant of the commit). Sign-in bookkeeping (sessions, accounts, verifications, second
-- factors, rate limits), idempotency keys and the running counts are no page's data, and a sign-in
-- must not make every page of the company render again.
CREATE FUNCTION "app_data_changed"() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  AS $$
  DECLARE
    company uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
    bumped text := coalesce(current_setting('app.data_version_bumped', true), '');
  BEGIN
    IF company IS NOT NULL AND strpos(bumped, company::text) = 0 THEN
      UPDATE public.companies SET data_version = data_version + 1 WHERE id = company;
      PERFORM set_config('app.data_version_bumped', bumped || company::text || ' ', true);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "app_data_changed"() FROM PUBLIC;--> statement-breakpoint
CREATE FUNCTION "app_data_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.companies SET data_version = data_version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id'
      AND c.table_name NOT IN ('sessions', 'accounts', 'verifications', 'two_factors', 'rate_limits', 'idempotency_keys', 'company_counts')
    ORDER BY c.table_name
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_data_changed()', t || '_data_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION app_data_truncated()', t || '_data_truncated', t);
  END LOOP;
END
$$;--> statement-breakpoint
-- The company's own row: a change to it (its name, branding, settings) already moves the content
-- version, which the signed-in page cache reads too; a move of either version is not a change of content.
DROP TRIGGER "companies_content_changed" ON "companies";--> statement-breakpoint
CREATE TRIGGER "companies_content_changed" BEFORE UPDATE ON "companies"
  FOR EACH ROW WHEN (NEW.content_version = OLD.content_version AND NEW.data_version = OLD.data_version AND NEW IS DISTINCT FROM OLD)
  EXECUTE FUNCTION "companies_content_changed"();--> statement-breakpoint
-- The tenant lookups return the data version too: each function is made again, as 0032 made it
-- (in one block with the grants, for the same reason), with one more column.
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
    RETURNS TABLE (id uuid, name text, subdomain text, logo_url text, primary_color text, secondary_color text, is_active boolean, subscription_tier text, settings jsonb, created_at timestamptz, is_demo boolean, demo_of uuid, content_version bigint, data_version bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    AS $fn$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      SELECT c.id, c.name, c.subdomain, c.logo_url, c.primary_color, c.secondary_color, c.is_active,
        c.subscription_tier, c.settings, c.created_at, c.is_demo, c.demo_of, c.content_version, c.data_version
      FROM public.companies c WHERE c.subdomain = p_subdomain AND c.demo_of IS NULL LIMIT 1;
    END
    $fn$;
  CREATE FUNCTION public.app_company_with_session(p_subdomain text, p_token text)
    RETURNS TABLE (id uuid, name text, subdomain text, logo_url text, primary_color text, secondary_color text, is_active boolean, subscription_tier text, settings jsonb, created_at timestamptz, is_demo boolean, demo_of uuid, content_version bigint, data_version bigint, session_expires_at timestamptz, session_user_id text, user_name text,
      user_email text, user_role public.role, user_company_id uuid, user_is_first_login boolean, foreign_session boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    AS $fn$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      SELECT c.id, c.name, c.subdomain, c.logo_url, c.primary_color, c.secondary_color, c.is_active,
        c.subscription_tier, c.settings, c.created_at, c.is_demo, c.demo_of, c.content_version, c.data_version,
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
