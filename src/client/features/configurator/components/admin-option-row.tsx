import { Pencil, Trash2 } from 'lucide-react';
import { formatPence } from '@/shared/money';
import type { ConfiguratorOption } from '@/shared/schemas/configurator';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { DeleteOptionDialog } from './delete-option-dialog';
import { OptionDialog } from './option-dialog';
import { formatArea } from './option-price';

/** The price as staff set it: "£4,500.00 + £850.00 per m²", "£90.00 per m²", "£650.00". */
function adminPriceText(option: ConfiguratorOption): string {
  const own = option.pricing === 'per_m2' ? `${formatPence(option.pricePence)} per m²` : formatPence(option.pricePence);
  if (option.group === 'product_type') return `${formatPence(option.pricePence)} + ${formatPence(option.attributes.perM2Pence ?? 0)} per m²`;
  if (option.group === 'size') {
    const { widthM, depthM } = option.attributes;
    const area = widthM && depthM ? formatArea(widthM * depthM) : 'No dimensions';
    return option.pricePence === 0 ? area : `${area} · surcharge ${own}`;
  }
  return option.pricePence === 0 ? 'Included' : own;
}

export function AdminOptionRow({ option }: { option: ConfiguratorOption }) {
  return (
    <li className="flex flex-col gap-y-1.5 px-5 py-3.5 sm:flex-row sm:items-center sm:gap-x-4 sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-foreground">{option.label}</span>
          {!option.available && <Badge tone="warning">Unavailable</Badge>}
        </p>
        <p className="text-sm text-muted">
          <span className="font-mono">{option.code}</span> · order {option.position}
        </p>
        {option.description && <p className="mt-0.5 text-sm text-muted">{option.description}</p>}
      </div>
      <p className="text-sm font-semibold text-foreground tabular-nums sm:text-right">{adminPriceText(option)}</p>
      {/* On a phone the buttons line up under the text, their icons flush with it. */}
      <div className="-ml-3 flex gap-1 sm:ml-0">
        <OptionDialog
          option={option}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Edit ${option.label}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          }
        />
        <DeleteOptionDialog
          option={option}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Delete ${option.label}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      </div>
    </li>
  );
}
