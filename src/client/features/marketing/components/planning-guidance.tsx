import { ArrowRight, Info } from 'lucide-react';
import { Link } from 'react-router';
import type { SiteContent } from '@/shared/schemas/site-content';
import { paths } from '@/client/lib/paths';
import { CheckList } from './check-list';

/** Where the full planning guidance lives, so every page can point to it. */
export const PLANNING_GUIDANCE_HREF = `${paths.faqs}#planning`;

interface PlanningGuidanceProps {
  planning: SiteContent['planning'];
  /** Off on the FAQ page itself, which is where the link goes. */
  showLink?: boolean;
  /** The full list, or only the permitted-development points (a teaser on other pages). */
  detail?: 'full' | 'summary';
}

/**
 * The company's planning points, always with "guidance, not legal advice": the council
 * decides, and a buyer should check before building.
 */
export function PlanningGuidance({ planning, showLink = true, detail = 'full' }: PlanningGuidanceProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div>
        <p className="text-lg leading-relaxed text-muted">{planning.intro}</p>
        <h3 className="mt-8 font-display text-xl font-semibold">Permitted development</h3>
        <CheckList items={planning.permittedDevelopment} className="mt-4" />
      </div>
      <div className="flex flex-col gap-6">
        {detail === 'full' && planning.buildingRegulations.length > 0 && (
          <div>
            <h3 className="font-display text-xl font-semibold">Building regulations</h3>
            <CheckList items={planning.buildingRegulations} className="mt-4" />
          </div>
        )}
        <aside aria-label="About this guidance" className="flex items-start gap-3 rounded-2xl border border-border bg-subtle p-5 text-sm leading-relaxed">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
          <p>
            <strong className="font-semibold">This is guidance, not legal advice.</strong> Rules differ for listed buildings,
            conservation areas and other designated land, and your local council has the final say. If you are unsure, ask
            your council or apply for a Lawful Development Certificate before you build.
          </p>
        </aside>
        {showLink && (
          <Link to={PLANNING_GUIDANCE_HREF} className="inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-brand-ink hover:underline">
            Read our planning guidance and FAQs
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </div>
  );
}
